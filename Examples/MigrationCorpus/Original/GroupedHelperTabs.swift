import SwiftUI

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
    TabView(selection: $selection) {
      Group {
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

  private var homeNavigationView: some View {
    NavigationStack {
      Text("Accounts")
    }
    .tabItem { Label("Home", systemImage: "house") }
    .tag(WalletTab.home)
  }

  private var cardsView: some View {
    Text("Cards")
      .tabItem { Label("Cards", systemImage: "creditcard") }
      .tag(WalletTab.cards)
  }

  private var paymentsView: some View {
    Text("Payments")
      .tabItem { Label("Payments", systemImage: "arrow.left.arrow.right") }
      .tag(WalletTab.payments)
  }

  private var supportView: some View {
    Text("Support")
      .tabItem { Label("Support", systemImage: "questionmark.bubble") }
      .tag(WalletTab.support)
  }
}
