import SwiftUI
import TabBarKit

enum MailboxTab: Hashable {
  case inbox, archive, junk, compose
}

// A mail app's tabs that take drops (messages dragged onto Archive, which opens when the drag
// lingers), a tab with a popover and a context menu, and the sidebar's header, footer and bottom bar.
@available(iOS 18.0, macOS 15.0, *)
@available(tvOS, unavailable)
@MainActor
struct DropAndPopoverView: View {
  @State private var tab = MailboxTab.inbox
  @State private var archived: [String] = []
  @State private var showsFilters = false

  var body: some View {
    TabBarContainer(selection: $tab) {
      TabBarTab("Inbox", systemImage: "tray", value: MailboxTab.inbox) { Text("Inbox") }
        .popover(isPresented: $showsFilters) {
          Text("Filters")
        }
        .contextMenu {
          Button("Filters…") { showsFilters = true }
        }
      TabBarTab("Archive", systemImage: "archivebox", value: MailboxTab.archive) { Text("Archive") }
        .dropDestination(for: String.self) { messages in
          archived += messages
        }
        .springLoadingBehavior(.enabled)
      TabBarTab("Junk", systemImage: "xmark.bin", value: MailboxTab.junk) { Text("Junk") }
        .springLoadingBehavior(.disabled)
      TabBarTab("Compose", systemImage: "square.and.pencil", value: MailboxTab.compose) { Text("Compose") }
    }
    .tabBarSidebarHeader {
      Text("Mailboxes")
    }
    .tabBarSidebarFooter {
      Text("\(archived.count) archived")
    }
    .tabBarSidebarBottomBar {
      Button("New Mailbox") {}
    }
    .tabBarSidebarAdaptable()
  }
}
