import SwiftUI

enum OptionalTab: Hashable {
  case mail, calendar
}

@MainActor
struct OptionalSelectionView: View {
  @State private var tab: OptionalTab? = .mail

  var body: some View {
    TabView(selection: $tab) {
      Text("Mail")
        .tabItem { Label("Mail", systemImage: "envelope") }
        .tag(OptionalTab?.some(.mail))
      Text("Calendar")
        .tabItem { Label("Calendar", systemImage: "calendar") }
        .tag(OptionalTab?.some(.calendar))
    }
  }
}
