import SwiftUI
import TabBarKit

enum NewsTab: Hashable {
  case today, saved, history, downloads, feeds, topics, settings
}

// Sections and tabs the app shows or hides: a section hidden until the user has feeds, a section
// left out of the tab bar and kept to the sidebar, a tab hidden by a setting, a tab the tab bar
// leaves out until the user adds it.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, *)
@MainActor
struct SectionVisibilityView: View {
  @State private var tab = NewsTab.today
  @State private var hasFeeds = false
  @AppStorage("reader.showsHistory") private var showsHistory = true

  var body: some View {
    TabBarContainer(selection: $tab) {
      TabBarTab("Today", systemImage: "newspaper", value: NewsTab.today) { Text("Today") }
      TabBarTab("Saved", systemImage: "bookmark", value: NewsTab.saved) { Text("Saved") }
      TabBarTab("History", systemImage: "clock", value: NewsTab.history) { Text("History") }
        .hidden(!showsHistory)
      TabBarTab("Downloads", systemImage: "arrow.down.circle", value: NewsTab.downloads) { Text("Downloads") }
        .defaultVisibility(.hidden, for: .tabBar)
      TabBarSection("Feeds") {
        TabBarTab("All Feeds", systemImage: "dot.radiowaves.up.forward", value: NewsTab.feeds) { Text("Feeds") }
      }
      .hidden(!hasFeeds)
      TabBarSection("Topics") {
        TabBarTab("Topics", systemImage: "tag", value: NewsTab.topics) { Text("Topics") }
      }
      .defaultVisibility(.hidden, for: .tabBar)
      TabBarSection("More") {
        TabBarTab("Settings", systemImage: "gear", value: NewsTab.settings) { Text("Settings") }
      }
      .tabPlacement(.sidebarOnly)
    }
    .tabBarSidebarAdaptable()
  }
}
