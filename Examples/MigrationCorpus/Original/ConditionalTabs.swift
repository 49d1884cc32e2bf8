import SwiftUI

enum ConditionalTab: Hashable {
  case home, signIn, account, beta, stable
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, *)
@MainActor
struct ConditionalTabsView: View {
  @State private var tab = ConditionalTab.home
  let isSignedIn = false
  let channel = 1

  var body: some View {
    TabView(selection: $tab) {
      Tab("Home", systemImage: "house", value: ConditionalTab.home) { Text("Home") }
      Group {
        if isSignedIn {
          Tab("Account", systemImage: "person", value: ConditionalTab.account) { Text("Account") }
        } else {
          Tab("Sign In", systemImage: "person.badge.key", value: ConditionalTab.signIn) { Text("Sign In") }
        }
      }
      switch channel {
      case 0:
        Tab("Beta", systemImage: "testtube.2", value: ConditionalTab.beta) { Text("Beta") }
      default:
        Tab("Stable", systemImage: "checkmark.seal", value: ConditionalTab.stable) { Text("Stable") }
      }
    }
  }
}
