import SwiftUI
import TabBarKit

enum BankTab: Hashable {
  case home, cards, payments, support
}

final class BankSession: ObservableObject {
  @Published var showsCards = true
  @Published var showsPayments = false
}

// A banking app whose classic tabs are `some View` properties, shown through a `Group` of
// `if`s that carries the session for all of them.
struct GroupedHelperTabsView: View {
  @State private var selection: BankTab = .home
  @StateObject private var session = BankSession()
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

  private var homeNavigationView: some TabBarContent<BankTab> {
    TabBarTab("Home", systemImage: "house", value: BankTab.home) {
      TabBarNavigationStack {
        Text("Accounts")
      }
    }
  }

  private var cardsView: some TabBarContent<BankTab> {
    TabBarTab("Cards", systemImage: "creditcard", value: BankTab.cards) {
      Text("Cards")
    }
  }

  private var paymentsView: some TabBarContent<BankTab> {
    TabBarTab("Payments", systemImage: "arrow.left.arrow.right", value: BankTab.payments) {
      Text("Payments")
    }
  }

  private var supportView: some TabBarContent<BankTab> {
    TabBarTab("Support", systemImage: "questionmark.bubble", value: BankTab.support) {
      Text("Support")
    }
  }
}
