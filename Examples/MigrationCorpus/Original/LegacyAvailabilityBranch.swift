import SwiftUI

enum PodcastTab: Hashable {
  case listenNow, library, search
}

// A podcast player that adopted iOS 18's tabs and kept its classic bar for iOS 17: one
// `TabView` per branch of an `if #available`.
struct LegacyAvailabilityBranchView: View {
  @State private var selection: PodcastTab = .listenNow

  var body: some View {
    if #available(iOS 18.0, macOS 15.0, tvOS 18.0, *) {
      TabView(selection: $selection) {
        Tab("Listen Now", systemImage: "play.circle", value: PodcastTab.listenNow) {
          Text("Up next")
        }
        Tab("Library", systemImage: "square.stack", value: PodcastTab.library) {
          Text("Shows")
        }
        Tab(value: PodcastTab.search, role: .search) {
          Text("Search")
        }
      }
      .tabViewStyle(.sidebarAdaptable)
    } else {
      TabView(selection: $selection) {
        Text("Up next")
          .tabItem { Label("Listen Now", systemImage: "play.circle") }
          .tag(PodcastTab.listenNow)
        Text("Shows")
          .tabItem { Label("Library", systemImage: "square.stack") }
          .tag(PodcastTab.library)
        Text("Search")
          .tabItem { Label("Search", systemImage: "magnifyingglass") }
          .tag(PodcastTab.search)
      }
    }
  }
}
