import SwiftUI
import TabBarKit

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
    TabBarContainer(selection: $tab) {
      TabBarTab("Home", systemImage: "house", value: ConditionalTab.home) { Text("Home") }
      TabBarGroup {
        if isSignedIn {
          TabBarTab("Account", systemImage: "person", value: ConditionalTab.account) { Text("Account") }
        } else {
          TabBarTab("Sign In", systemImage: "person.badge.key", value: ConditionalTab.signIn) { Text("Sign In") }
        }
      }
      switch channel {
      case 0:
        TabBarTab("Beta", systemImage: "testtube.2", value: ConditionalTab.beta) { Text("Beta") }
      default:
        TabBarTab("Stable", systemImage: "checkmark.seal", value: ConditionalTab.stable) { Text("Stable") }
      }
    }
  }
}
