import SwiftUI
import TabBarKit

// An iOS 26 app: the tab bar minimizes on scroll and a mini player rides with it. The renamed
// twin works from iOS 16 with any SDK; inside the app's iOS 26 code, where SwiftUI's own
// `tabBarMinimizeBehavior(_:)` is available too, the container's method is the one called.
enum PlayerTab: Hashable {
  case listen, library, chat
}

@available(iOS 26.0, *)
@MainActor
struct MinimizeAndAccessoryView: View {
  @State private var tab = PlayerTab.listen

  var body: some View {
    TabBarContainer(selection: $tab) {
      TabBarTab("Listen", systemImage: "play.circle", value: PlayerTab.listen) {
        TabBarScrollView { Text("Albums") }
      }
      TabBarTab("Library", systemImage: "square.stack", value: PlayerTab.library) {
        TabBarScrollView { Text("Songs") }
      }
      TabBarTab("Chat", systemImage: "bubble.left", value: PlayerTab.chat) {
        TabBarScrollView { Text("Messages") }
      }
    }
    .tabBarMinimizeBehavior(.onScrollDown)
    .tabBarBottomAccessory {
      Text("Now Playing")
    }
  }
}
