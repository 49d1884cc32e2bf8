import SwiftUI

enum BudgetTab: Hashable {
  case overview, accounts, add, budgets, settings
}

// A budgeting app whose middle tab never opens: the selection's setter catches it and shows
// the new-expense sheet instead, keeping the tab that was selected.
struct CentreSelectionSetterView: View {
  @State private var selection: BudgetTab = .overview
  @State private var isAddingExpense = false

  var body: some View {
    TabView(
      selection: Binding(
        get: { selection },
        set: { newValue in
          if newValue == .add {
            isAddingExpense = true
          } else {
            selection = newValue
          }
        })
    ) {
      Text("Overview")
        .tabItem { Label("Overview", systemImage: "chart.pie") }
        .tag(BudgetTab.overview)
      Text("Accounts")
        .tabItem { Label("Accounts", systemImage: "building.columns") }
        .tag(BudgetTab.accounts)
      Spacer()
        .tabItem { Label("Add Expense", systemImage: "plus.circle") }
        .tag(BudgetTab.add)
      Text("Budgets")
        .tabItem { Label("Budgets", systemImage: "list.bullet.rectangle") }
        .tag(BudgetTab.budgets)
      Text("Settings")
        .tabItem { Label("Settings", systemImage: "gear") }
        .tag(BudgetTab.settings)
    }
    .sheet(isPresented: $isAddingExpense) {
      Text("New expense")
    }
  }
}
