import SwiftUI

enum StoreTab: Hashable {
  case shop, orders, users, logs
}

@MainActor
final class StoreModel: ObservableObject {
  @Published var cartCount = 2
}

// Classic tabs from `some View` helpers: a badge written before `.tabItem`, a modifier after
// `.tag`, a label of `Text` and `Image`, and modifiers on a `Group` of tabs.
@MainActor
struct ClassicHelperTabsView: View {
  @State private var selection: StoreTab = .shop
  @StateObject private var store = StoreModel()
  let isAdmin = true

  var body: some View {
    TabView(selection: $selection) {
      shopTab
      ordersTab
      if isAdmin {
        adminTabs
      }
    }
  }

  private var shopTab: some View {
    Text("Shop")
      .badge(store.cartCount)
      .tabItem { Label("Shop", systemImage: "bag") }
      .tag(StoreTab.shop)
      .environmentObject(store)
  }

  private var ordersTab: some View {
    NavigationStack {
      Text("Orders")
    }
    .tabItem {
      Text("Orders")
      Image(systemName: "shippingbox")
    }
    .tag(StoreTab.orders)
  }

  private var adminTabs: some View {
    Group {
      Text("Users")
        .tabItem { Label("Users", systemImage: "person.2") }
        .tag(StoreTab.users)
      Text("Logs")
        .tabItem { Label("Logs", image: "logs") }
        .tag(StoreTab.logs)
    }
    .environmentObject(store)
    .tint(.orange)
  }
}
