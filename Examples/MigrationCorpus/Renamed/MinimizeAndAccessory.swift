import SwiftUI
import TabBarKit

// An iOS 26 app: the tab bar minimizes on scroll and a mini player rides with it. The iOS 26 API
// exists only in the iOS 26 SDK (Xcode 26), so the app compiles this file there alone. Migrated,
// the file keeps its `#if` (tabbar-migrate leaves conditions as they are), though TabBarKit's
// calls work from iOS 16 with any SDK; where SwiftUI's own `tabBarMinimizeBehavior(_:)` is
// available too, the container's method is the one called.
#if canImport(SwiftUI, _version: 7.0) && os(iOS)
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
#endif
