import SwiftUI
import TabBarKit

enum WalletTab: Hashable {
  case home, cards, payments, support
}

final class WalletSession: ObservableObject {
  @Published var showsCards = true
  @Published var showsPayments = false
}

// A banking app whose classic tabs are `some View` properties, shown through a `Group` of
// `if`s that carries the session for all of them.
struct GroupedHelperTabsView: View {
  @State private var selection: WalletTab = .home
  @StateObject private var session = WalletSession()
  let showsSupport: Bool

  var body: some View {
    TabBarContainer(selection: $selection) {
      TabBarGroup {
        homeNavigationView
        if session.showsCards {
          cardsView
        }
        if session.showsPayments {
          paymentsView
        } else if showsSupport {
          supportView
        }
      }
      .environmentObject(session)
    }
  }

  private var homeNavigationView: some TabBarContent<WalletTab> {
    TabBarTab("Home", systemImage: "house", value: WalletTab.home) {
      TabBarNavigationStack {
        Text("Accounts")
      }
    }
  }

  private var cardsView: some TabBarContent<WalletTab> {
    TabBarTab("Cards", systemImage: "creditcard", value: WalletTab.cards) {
      Text("Cards")
    }
  }

  private var paymentsView: some TabBarContent<WalletTab> {
    TabBarTab("Payments", systemImage: "arrow.left.arrow.right", value: WalletTab.payments) {
      Text("Payments")
    }
  }

  private var supportView: some TabBarContent<WalletTab> {
    TabBarTab("Support", systemImage: "questionmark.bubble", value: WalletTab.support) {
      Text("Support")
    }
  }
}
