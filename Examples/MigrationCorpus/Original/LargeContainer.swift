import SwiftUI

enum MailTab: Hashable {
  case inbox, today, flagged, drafts, sent, archive, trash, search
  case folder(Int)
}

struct MailFolder: Identifiable {
  let id: Int
  let name: String
  let unread: Int
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, *)
@MainActor
struct LargeContainerView: View {
  @State private var tab = MailTab.inbox
  let folders = [
    MailFolder(id: 1, name: "Work", unread: 3),
    MailFolder(id: 2, name: "Family", unread: 0),
    MailFolder(id: 3, name: "Receipts", unread: 12),
  ]

  var body: some View {
    TabView(selection: $tab) {
      Tab("Inbox", systemImage: "tray", value: MailTab.inbox) { Text("Inbox") }
        .badge(24)
      Tab("Today", systemImage: "sun.max", value: MailTab.today) { Text("Today") }
      Tab("Flagged", systemImage: "flag", value: MailTab.flagged) { Text("Flagged") }
        .badge("!")
      TabSection("Mailboxes") {
        Tab("Drafts", systemImage: "doc", value: MailTab.drafts) { Text("Drafts") }
          .badge(2)
        Tab("Sent", systemImage: "paperplane", value: MailTab.sent) { Text("Sent") }
        Tab("Archive", systemImage: "archivebox", value: MailTab.archive) { Text("Archive") }
        Tab("Trash", systemImage: "trash", value: MailTab.trash) { Text("Trash") }
      }
      TabSection("Folders") {
        ForEach(folders) { folder in
          Tab(folder.name, systemImage: "folder", value: MailTab.folder(folder.id)) { Text(folder.name) }
            .badge(folder.unread)
        }
      }
      Tab(value: MailTab.search, role: .search) { Text("Search") }
    }
    .tabViewStyle(.sidebarAdaptable)
  }
}
