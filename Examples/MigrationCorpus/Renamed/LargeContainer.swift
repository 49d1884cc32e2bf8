import SwiftUI
import TabBarKit

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
    TabBarContainer(selection: $tab) {
      TabBarTab("Inbox", systemImage: "tray", value: MailTab.inbox) { Text("Inbox") }
        .badge(24)
      TabBarTab("Today", systemImage: "sun.max", value: MailTab.today) { Text("Today") }
      TabBarTab("Flagged", systemImage: "flag", value: MailTab.flagged) { Text("Flagged") }
        .badge("!")
      TabBarSection("Mailboxes") {
        TabBarTab("Drafts", systemImage: "doc", value: MailTab.drafts) { Text("Drafts") }
          .badge(2)
        TabBarTab("Sent", systemImage: "paperplane", value: MailTab.sent) { Text("Sent") }
        TabBarTab("Archive", systemImage: "archivebox", value: MailTab.archive) { Text("Archive") }
        TabBarTab("Trash", systemImage: "trash", value: MailTab.trash) { Text("Trash") }
      }
      TabBarSection("Folders") {
        TabBarForEach(folders) { folder in
          TabBarTab(folder.name, systemImage: "folder", value: MailTab.folder(folder.id)) { Text(folder.name) }
            .badge(folder.unread)
        }
      }
      TabBarTab(value: MailTab.search, role: .search) { Text("Search") }
    }
    .tabBarSidebarAdaptable()
  }
}
