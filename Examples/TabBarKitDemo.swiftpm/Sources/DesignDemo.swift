import SwiftUI
import TabBarKit

/// Any built-in design on four everyday tabs: the screen a design gets without a demo of its
/// own.
struct DesignDemo: View {
  enum Tab: Hashable { case home, search, alerts, profile }

  /// The design drawn.
  let design: TabBarDesign

  @State private var tab = Tab.home

  var body: some View {
    TabBarContainer(selection: $tab) {
      TabBarTab("Home", systemImage: "house.fill", value: Tab.home) { DemoFeed(title: "Home") }
      TabBarTab("Search", systemImage: "magnifyingglass", value: Tab.search) { DemoFeed(title: "Search") }
      TabBarTab("Alerts", systemImage: "bell.fill", value: Tab.alerts) { DemoFeed(title: "Alerts") }
        .tabBarBadge(3)
      TabBarTab("Profile", systemImage: "person.fill", value: Tab.profile) { DemoFeed(title: "Profile") }
    }
    .tabBarStyle(design)
  }
}
