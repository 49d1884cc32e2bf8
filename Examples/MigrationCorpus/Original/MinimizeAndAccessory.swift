import SwiftUI

// An iOS 26 app: the tab bar minimizes on scroll and a mini player rides with it. The iOS 26 API
// exists only in the iOS 26 SDK (Xcode 26), so this original compiles there alone; its renamed
// twin works from iOS 16 with any SDK.
#if canImport(SwiftUI, _version: 7.0) && os(iOS)
  enum PlayerTab: Hashable {
    case listen, library, chat
  }

  @available(iOS 26.0, *)
  @MainActor
  struct MinimizeAndAccessoryView: View {
    @State private var tab = PlayerTab.listen

    var body: some View {
      TabView(selection: $tab) {
        Tab("Listen", systemImage: "play.circle", value: PlayerTab.listen) {
          ScrollView { Text("Albums") }
        }
        Tab("Library", systemImage: "square.stack", value: PlayerTab.library) {
          ScrollView { Text("Songs") }
        }
        Tab("Chat", systemImage: "bubble.left", value: PlayerTab.chat) {
          ScrollView { Text("Messages") }
        }
      }
      .tabBarMinimizeBehavior(.onScrollDown)
      .tabViewBottomAccessory {
        Text("Now Playing")
      }
    }
  }
#endif
