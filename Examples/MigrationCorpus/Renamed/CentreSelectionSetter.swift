import SwiftUI
import TabBarKit

enum BudgetTab: Hashable {
  case overview, accounts, add, budgets, settings
}

// A budgeting app whose middle tab never opens: the selection's setter catches it and shows
// the new-expense sheet instead, keeping the tab that was selected.
struct CentreSelectionSetterView: View {
  @State private var selection: BudgetTab = .overview
  @State private var isAddingExpense = false

  var body: some View {
    TabBarContainer(selection: $selection) {
      TabBarTab("Overview", systemImage: "chart.pie", value: BudgetTab.overview) {
        Text("Overview")
      }
      TabBarTab("Accounts", systemImage: "building.columns", value: BudgetTab.accounts) {
        Text("Accounts")
      }
      TabBarTab("Budgets", systemImage: "list.bullet.rectangle", value: BudgetTab.budgets) {
        Text("Budgets")
      }
      TabBarTab("Settings", systemImage: "gear", value: BudgetTab.settings) {
        Text("Settings")
      }
    }
    .tabBarAction("Add Expense", systemImage: "plus.circle") {
      isAddingExpense = true
    }
    .sheet(isPresented: $isAddingExpense) {
      Text("New expense")
    }
  }
}
