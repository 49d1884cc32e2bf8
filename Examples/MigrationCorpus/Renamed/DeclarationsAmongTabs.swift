import SwiftUI
import TabBarKit

enum ChatTab: Hashable {
  case chats, calls, settings
}

// A messenger whose content starts with a declaration: the chats badge, computed once from
// the unread count, then classic tabs that use it.
struct DeclarationsAmongTabsView: View {
  @State private var selection = ChatTab.chats
  let unreadCount: Int
  let missedCalls: Int

  var body: some View {
    TabBarContainer(selection: $selection) {
      let badge: String? = {
        guard unreadCount > 0 else { return nil }
        return unreadCount > 99 ? "99+" : "\(unreadCount)"
      }()
      TabBarTab("Chats", systemImage: "bubble.left.and.bubble.right", value: ChatTab.chats) {
        Text("Chats")
      }
      .badge(badge)
      TabBarTab("Calls", systemImage: "phone", value: ChatTab.calls) {
        Text("Calls")
      }
      .badge(missedCalls)
      TabBarTab("Settings", systemImage: "gear", value: ChatTab.settings) {
        Text("Settings")
      }
    }
  }
}
