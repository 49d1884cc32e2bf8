import SwiftUI
import TabBarKit

/// The curved design: Home, Search, then the raised blue→purple "+" button in its notch, then
/// Favorites and Profile; icons only, a dot under the selected one.
struct CurvedDemo: View {
  enum Tab: Hashable { case home, search, favorites, profile }

  @State private var tab = Tab.home
  @State private var isComposing = false

  var body: some View {
    TabBarContainer(selection: $tab) {
      TabBarTab("Home", systemImage: "house.fill", value: Tab.home) { DemoFeed(title: "Home") }
      TabBarTab("Search", systemImage: "magnifyingglass", value: Tab.search) {
        DemoFeed(title: "Search")
      }
      TabBarTab("Favorites", systemImage: "heart.fill", value: Tab.favorites) {
        DemoFeed(title: "Favorites")
      }
      TabBarTab("Profile", systemImage: "person.fill", value: Tab.profile) {
        DemoFeed(title: "Profile")
      }
    }
    .tabBarStyle(.curved)
    .tabBarAction("Main Action", systemImage: "plus") { isComposing = true }
    .sheet(isPresented: $isComposing) {
      Text(verbatim: "Main Action").font(.title).padding()
    }
  }
}
