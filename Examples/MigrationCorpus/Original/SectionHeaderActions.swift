import SwiftUI

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
    TabView(selection: $tab) {
      Tab("Notes", systemImage: "note.text", value: NotesTab.notes) { Text("Notes") }
        .accessibilityIdentifier("tab.notes")
        .contextMenu {
          Button("New Note") {}
        }
      TabSection {
        Tab("Shared", systemImage: "person.2", value: NotesTab.shared) { Text("Shared") }
          .dropDestination(for: String.self) { items in dropped += items }
        Tab("Trash", systemImage: "trash", value: NotesTab.trash) { Text("Trash") }
      } header: {
        Label("Folders", systemImage: "folder")
      }
      .sectionActions {
        Button("Add Folder") {}
      }
      Tab(value: NotesTab.search, role: .search) { Text("Search") }
    }
    .tabViewStyle(.sidebarAdaptable)
    .tabViewSidebarHeader {
      Text("iCloud")
    }
    .tabViewSidebarFooter {
      Text("12 notes")
    }
  }
}
