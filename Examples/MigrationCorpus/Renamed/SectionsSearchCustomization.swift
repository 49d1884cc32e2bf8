import SwiftUI
import TabBarKit

enum MusicTab: Hashable {
  case listenNow, browse, radio, search, albums, artists, songs, playlists
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, *)
@MainActor
struct SectionsSearchCustomizationView: View {
  @State private var tab = MusicTab.listenNow
  @AppStorage("music.tabs") private var customization = TabBarCustomization()

  var body: some View {
    TabBarContainer(selection: $tab) {
      TabBarTab("Listen Now", systemImage: "play.circle", value: MusicTab.listenNow) { Text("Listen Now") }
        .customizationID("listenNow")
        .customizationBehavior(.disabled, for: .sidebar, .tabBar)
      TabBarTab("Browse", systemImage: "square.grid.2x2", value: MusicTab.browse) { Text("Browse") }
        .customizationID("browse")
      TabBarTab("Radio", systemImage: "dot.radiowaves.left.and.right", value: MusicTab.radio) { Text("Radio") }
        .customizationID("radio")
        .tabPlacement(.pinned)
      TabBarTab(value: MusicTab.search, role: .search) { Text("Search") }
      TabBarSection("Library") {
        TabBarTab("Albums", systemImage: "square.stack", value: MusicTab.albums) { Text("Albums") }
          .customizationID("albums")
        TabBarTab("Artists", systemImage: "music.mic", value: MusicTab.artists) { Text("Artists") }
          .customizationID("artists")
          .badge(2)
        TabBarTab("Songs", systemImage: "music.note", value: MusicTab.songs) { Text("Songs") }
          .customizationID("songs")
        TabBarTab("Playlists", systemImage: "music.note.list", value: MusicTab.playlists) { Text("Playlists") }
          .customizationID("playlists")
          .defaultVisibility(.hidden, for: .tabBar)
      }
      .customizationID("library")
    }
    .tabBarSidebarAdaptable()
    .tabBarCustomization($customization)
  }
}
