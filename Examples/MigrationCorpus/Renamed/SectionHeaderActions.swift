import SwiftUI
import TabBarKit

enum NotesTab: Hashable {
  case notes, shared, trash, search
}

// A notes app's sidebar: an accessibility identifier and a context menu on a tab, a drop
// destination, a section with a header view and section actions, the sidebar's header and footer.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, *)
@MainActor
struct SectionHeaderActionsView: View {
  @State private var tab = NotesTab.notes
  @State private var dropped: [String] = []

  var body: some View {
    TabBarContainer(selection: $tab) {
      TabBarTab("Notes", systemImage: "note.text", value: NotesTab.notes) { Text("Notes") }
        .accessibilityIdentifier("tab.notes")
        .contextMenu {
          Button("New Note") {}
        }
      TabBarSection {
        TabBarTab("Shared", systemImage: "person.2", value: NotesTab.shared) { Text("Shared") }
          .dropDestination(for: String.self) { items in dropped += items }
        TabBarTab("Trash", systemImage: "trash", value: NotesTab.trash) { Text("Trash") }
      } header: {
        Label("Folders", systemImage: "folder")
      }
      .sectionActions {
        Button("Add Folder") {}
      }
      TabBarTab(value: NotesTab.search, role: .search) { Text("Search") }
    }
    .tabBarSidebarHeader {
      Text("iCloud")
    }
    .tabBarSidebarFooter {
      Text("12 notes")
    }
    .tabBarSidebarAdaptable()
  }
}
