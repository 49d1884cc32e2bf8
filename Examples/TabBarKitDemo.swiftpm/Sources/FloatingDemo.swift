import SwiftUI
import TabBarKit

/// The floating design: a capsule with a radial blue→black gradient; only the selected tab
/// shows its label.
struct FloatingDemo: View {
  enum Tab: Hashable { case home, search, notification, settings }

  @State private var tab = Tab.home

  var body: some View {
    TabBarContainer(selection: $tab) {
      TabBarTab("Home", systemImage: "homekit", value: Tab.home) { DemoFeed(title: "Home") }
      TabBarTab("Search", systemImage: "sparkle.magnifyingglass", value: Tab.search) {
        DemoFeed(title: "Search")
      }
      TabBarTab("Notification", systemImage: "bell.badge.fill", value: Tab.notification) {
        DemoFeed(title: "Notification")
      }
      .tabBarBadge(3)
      TabBarTab("Settings", systemImage: "gear.circle", value: Tab.settings) {
        DemoFeed(title: "Settings")
      }
    }
    .tabBarStyle(.floating)
  }
}
