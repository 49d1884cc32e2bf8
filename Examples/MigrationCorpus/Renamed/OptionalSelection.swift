import SwiftUI
import TabBarKit

enum OptionalTab: Hashable {
  case mail, calendar
}

@MainActor
struct OptionalSelectionView: View {
  @State private var tab: OptionalTab? = .mail

  var body: some View {
    TabBarContainer(selection: $tab) {
      TabBarTab("Mail", systemImage: "envelope", value: OptionalTab?.some(.mail)) {
        Text("Mail")
      }
      TabBarTab("Calendar", systemImage: "calendar", value: OptionalTab?.some(.calendar)) {
        Text("Calendar")
      }
    }
  }
}
