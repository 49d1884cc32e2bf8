import SwiftUI
import TabBarKit

enum RadioTab: Hashable {
  case live, shows, downloads
}

// A radio app whose classic tabs write `.tabItem` only for iOS, and hide the bar on the player
// screen with a `.toolbar(.hidden, for: .tabBar)` inside `#if os(iOS)`.
struct ConditionalTabItemView: View {
  @State private var selection = RadioTab.live

  var body: some View {
    TabBarContainer(selection: $selection) {
      TabBarTab("Live", systemImage: "dot.radiowaves.left.and.right", value: RadioTab.live) {
        TabBarNavigationStack {
          Text("On air")
            .navigationDestination(for: String.self) { station in
              Text(station)
                #if os(iOS)
                  .tabBarHidden(true)
                #endif
            }
        }
      }

      TabBarTab("Shows", systemImage: "music.mic", value: RadioTab.shows) {
        Text("Shows")
      }

      TabBarTab("Downloads", systemImage: "arrow.down.circle", value: RadioTab.downloads) {
        Text("Downloads")
      }
      #if os(iOS)
        .badge(3)
      #endif
    }
  }
}
