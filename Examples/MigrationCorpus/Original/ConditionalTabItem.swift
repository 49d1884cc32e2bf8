import SwiftUI

enum RadioTab: Hashable {
  case live, shows, downloads
}

// A radio app whose classic tabs write `.tabItem` only for iOS, and hide the bar on the player
// screen with a `.toolbar(.hidden, for: .tabBar)` inside `#if os(iOS)`.
struct ConditionalTabItemView: View {
  @State private var selection = RadioTab.live

  var body: some View {
    TabView(selection: $selection) {
      NavigationStack {
        Text("On air")
          .navigationDestination(for: String.self) { station in
            Text(station)
              #if os(iOS)
                .toolbar(.hidden, for: .tabBar)
              #endif
          }
      }
      #if os(iOS)
        .tabItem { Label("Live", systemImage: "dot.radiowaves.left.and.right") }
      #endif
      .tag(RadioTab.live)

      Text("Shows")
        #if os(iOS)
          .tabItem {
            Label("Shows", systemImage: "music.mic")
          }
        #endif
        .tag(RadioTab.shows)

      Text("Downloads")
        .tabItem { Label("Downloads", systemImage: "arrow.down.circle") }
        .tag(RadioTab.downloads)
        #if os(iOS)
          .badge(3)
        #endif
    }
  }
}
