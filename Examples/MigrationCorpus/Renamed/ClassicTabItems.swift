import SwiftUI
import TabBarKit

enum ClassicTab: Hashable {
  case feed, inbox, profile
}

@MainActor
struct ClassicTabItemsView: View {
  @State private var tab = ClassicTab.feed
  let unread = 3

  var body: some View {
    TabBarContainer(selection: $tab) {
      TabBarTab("Feed", systemImage: "newspaper", value: ClassicTab.feed) {
        Text("Feed")
      }
      TabBarTab("Inbox", systemImage: "tray", value: ClassicTab.inbox) {
        Text("Inbox")
      }
      .badge(unread)
      TabBarTab("Profile", systemImage: "person", value: ClassicTab.profile) {
        Text("Profile")
      }
      .badge("!")
    }
    .tint(.pink)
  }
}
