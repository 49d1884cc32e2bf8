import SwiftUI
import TabBarKit

/// Liquid Glass: the floating capsule drawn in glass on iOS 26 (the material before), with its
/// search tab in a glass circle beside it, minimizing to a glass capsule on scroll, and a
/// bottom accessory of glass too, all merging as the system's do. Reduce Transparency makes
/// them opaque.
struct GlassDemo: View {
  enum Tab: Hashable { case home, favorites, profile, search }

  @State private var tab = Tab.home

  var body: some View {
    TabBarContainer(selection: $tab) {
      TabBarTab("Home", systemImage: "house", value: Tab.home) { GlassList(title: "Home") }
      TabBarTab("Favorites", systemImage: "heart", value: Tab.favorites) { GlassList(title: "Favorites") }
        .tabBarBadge(2)
      TabBarTab("Profile", systemImage: "person", value: Tab.profile) { GlassList(title: "Profile") }
      TabBarTab(value: Tab.search, role: .search) { GlassList(title: "Search") }
    }
    .tabBarMinimizeBehavior(.onScrollDown)
    .tabBarStyle(.floating)
    .tabBarSurface(.glass)
    .tabBarBottomAccessory {
      Label { Text(verbatim: "Now playing: Glass") } icon: { Image(systemName: "music.note") }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }
}

/// A long list whose scrolling minimizes the bar.
private struct GlassList: View {
  let title: String

  var body: some View {
    TabBarScrollView {
      LazyVStack(alignment: .leading, spacing: 12) {
        ForEach(1...60, id: \.self) { row in
          Text(verbatim: "\(title) \(row)")
            .frame(maxWidth: .infinity, alignment: .leading)
        }
      }
      .padding()
    }
  }
}
