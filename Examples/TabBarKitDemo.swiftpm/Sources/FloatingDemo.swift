import SwiftUI
import TabBarKit

/// The floating design: a capsule with a radial blue→black gradient, the label shown only on the
/// selected tab, and a badge of 12 on Favorites.
struct FloatingDemo: View {
  enum Tab: Hashable { case home, search, favorites, profile }

  @State private var tab = Tab.home

  var body: some View {
    TabBarContainer(selection: $tab) {
      TabBarTab("Home", systemImage: "house", value: Tab.home) { DemoFeed(title: "Home") }
      TabBarTab("Search", systemImage: "magnifyingglass", value: Tab.search) { DemoFeed(title: "Search") }
      TabBarTab("Favorites", systemImage: "heart", value: Tab.favorites) { DemoFeed(title: "Favorites") }
        .tabBarBadge(12)
      TabBarTab("Profile", systemImage: "person", value: Tab.profile) { DemoFeed(title: "Profile") }
    }
    .tabBarStyle(.floating)
  }
}
