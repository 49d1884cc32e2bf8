import SwiftUI

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
    TabView(selection: $selection) {
      let badge: String? = {
        guard unreadCount > 0 else { return nil }
        return unreadCount > 99 ? "99+" : "\(unreadCount)"
      }()
      Text("Chats")
        .tabItem { Label("Chats", systemImage: "bubble.left.and.bubble.right") }
        .tag(ChatTab.chats)
        .badge(badge)
      Text("Calls")
        .tabItem { Label("Calls", systemImage: "phone") }
        .tag(ChatTab.calls)
        .badge(missedCalls)
      Text("Settings")
        .tabItem { Label("Settings", systemImage: "gear") }
        .tag(ChatTab.settings)
    }
  }
}
