import SwiftUI
import TabBarKit

enum BankTab: Hashable {
  case accounts, payments, cards, profile
}

// An app whose UI tests find its tabs: `app.buttons["tab.accounts"]` by identifier, and
// VoiceOver labels where the title alone says too little.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, *)
@MainActor
struct UITestIdentifiersView: View {
  @State private var tab = BankTab.accounts
  let unpaidCount: Int

  var body: some View {
    TabBarContainer(selection: $tab) {
      TabBarTab("Accounts", systemImage: "building.columns", value: BankTab.accounts) { Text("Accounts") }
        .accessibilityIdentifier("tab.accounts")
      TabBarTab("Payments", systemImage: "arrow.left.arrow.right", value: BankTab.payments) { Text("Payments") }
        .badge(unpaidCount)
        .accessibilityIdentifier("tab.payments")
        .accessibilityLabel("Payments and transfers")
        .accessibilityHint("Shows payments waiting for approval")
      TabBarTab("Cards", systemImage: "creditcard", value: BankTab.cards) { Text("Cards") }
        .accessibilityIdentifier("tab.cards")
        .accessibilityLabel("Credit and debit cards")
      TabBarTab("Profile", systemImage: "person.crop.circle", value: BankTab.profile) { Text("Profile") }
        .accessibilityIdentifier("tab.profile")
    }
  }
}
