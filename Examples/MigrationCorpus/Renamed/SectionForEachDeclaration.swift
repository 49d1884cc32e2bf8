import SwiftUI
import TabBarKit

enum FilteredMailTab: Hashable {
  case inbox, filter(Int), outbox
}

struct MailFilter: Identifiable, Hashable {
  var id: Int
  var name: String
  var symbol: String
}

// A mail app that names each filter's tab value at the top of the `ForEach` closure inside a
// section, as the sidebar's sample code does.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, *)
struct SectionForEachDeclarationView: View {
  @State private var selection: FilteredMailTab = .inbox
  let filters: [MailFilter]

  var body: some View {
    TabBarContainer(selection: $selection) {
      TabBarTab("Inbox", systemImage: "tray", value: FilteredMailTab.inbox) {
        Text("Inbox")
      }
      TabBarSection("Filters") {
        TabBarForEach(filters) { filter in
          let tab = FilteredMailTab.filter(filter.id)
          TabBarTab(filter.name, systemImage: filter.symbol, value: tab) {
            Text(filter.name)
          }
        }
      }
      TabBarTab("Outbox", systemImage: "paperplane", value: FilteredMailTab.outbox) {
        Text("Outbox")
      }
    }
    .tabBarSidebarAdaptable()
  }
}
