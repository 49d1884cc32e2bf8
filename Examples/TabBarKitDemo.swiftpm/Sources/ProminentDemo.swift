import SwiftUI
import TabBarKit

/// The curved design raising a prominent tab, as iOS 27's `Tab(role: .prominent)`: Camera is a
/// destination, not an action, so it sits in the notch as a tab (selected, kept, "Tab, 3 of 5").
struct ProminentDemo: View {
  enum Tab: Hashable { case library, forYou, albums, search, camera }

  @State private var tab = Tab.library

  var body: some View {
    TabBarContainer(selection: $tab) {
      TabBarTab("Library", systemImage: "photo.on.rectangle", value: Tab.library) {
        DemoFeed(title: "Library")
      }
      TabBarTab("For You", systemImage: "heart.text.square", value: Tab.forYou) { DemoFeed(title: "For You") }
      TabBarTab("Albums", systemImage: "rectangle.stack", value: Tab.albums) { DemoFeed(title: "Albums") }
      TabBarTab("Search", systemImage: "magnifyingglass", value: Tab.search) { DemoFeed(title: "Search") }
      TabBarTab("Camera", systemImage: "camera", value: Tab.camera, role: .prominent) {
        DemoFeed(title: "Camera")
      }
    }
    .tabBarStyle(.curved)
  }
}
