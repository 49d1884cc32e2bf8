import SwiftUI

enum ClassicTab: Hashable {
  case feed, inbox, profile
}

@MainActor
struct ClassicTabItemsView: View {
  @State private var tab = ClassicTab.feed
  let unread = 3

  var body: some View {
    TabView(selection: $tab) {
      Text("Feed")
        .tabItem { Label("Feed", systemImage: "newspaper") }
        .tag(ClassicTab.feed)
      Text("Inbox")
        .tabItem { Label("Inbox", systemImage: "tray") }
        .tag(ClassicTab.inbox)
        .badge(unread)
      Text("Profile")
        .tabItem { Label("Profile", systemImage: "person") }
        .tag(ClassicTab.profile)
        .badge("!")
    }
    .tint(.pink)
  }
}
