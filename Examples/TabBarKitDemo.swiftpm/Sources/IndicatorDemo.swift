import SwiftUI
import TabBarKit

/// The indicator design: a black 2 pt line over the selected tab, gray unselected tabs, and a
/// badge that caps at "99+" on Notifications.
struct IndicatorDemo: View {
  enum Tab: Hashable { case home, network, post, notifications, jobs }

  @State private var tab = Tab.home

  var body: some View {
    TabBarContainer(selection: $tab) {
      TabBarTab("Home", systemImage: "house", value: Tab.home) { DemoFeed(title: "Home") }
      TabBarTab("My Network", systemImage: "person.2", value: Tab.network) { DemoFeed(title: "My Network") }
      TabBarTab("Post", systemImage: "plus.square", value: Tab.post) { DemoFeed(title: "Post") }
      TabBarTab("Notifications", systemImage: "bell", value: Tab.notifications) {
        DemoFeed(title: "Notifications")
      }
      .tabBarBadge(120)
      TabBarTab("Jobs", systemImage: "bag", value: Tab.jobs) { DemoFeed(title: "Jobs") }
    }
    .tabBarStyle(.indicator)
    .onTabReselect { (tab: Tab) in
      print("Reselected", tab)
    }
  }
}
