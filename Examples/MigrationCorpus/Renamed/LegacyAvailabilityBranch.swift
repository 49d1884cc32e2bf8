import SwiftUI
import TabBarKit

enum PodcastTab: Hashable {
  case listenNow, library, search
}

// A podcast player that adopted iOS 18's tabs and kept its classic bar for iOS 17: one
// `TabView` per branch of an `if #available`.
struct LegacyAvailabilityBranchView: View {
  @State private var selection: PodcastTab = .listenNow

  var body: some View {
    if #available(iOS 18.0, macOS 15.0, tvOS 18.0, *) {
      TabBarContainer(selection: $selection) {
        TabBarTab("Listen Now", systemImage: "play.circle", value: PodcastTab.listenNow) {
          Text("Up next")
        }
        TabBarTab("Library", systemImage: "square.stack", value: PodcastTab.library) {
          Text("Shows")
        }
        TabBarTab(value: PodcastTab.search, role: .search) {
          Text("Search")
        }
      }
      .tabBarSidebarAdaptable()
    } else {
      TabBarContainer(selection: $selection) {
        TabBarTab("Listen Now", systemImage: "play.circle", value: PodcastTab.listenNow) {
          Text("Up next")
        }
        TabBarTab("Library", systemImage: "square.stack", value: PodcastTab.library) {
          Text("Shows")
        }
        TabBarTab("Search", systemImage: "magnifyingglass", value: PodcastTab.search) {
          Text("Search")
        }
      }
    }
  }
}
