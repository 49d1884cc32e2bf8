import SwiftUI
import TabBarKit

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
    TabBarContainer(selection: $selection) {
      shopTab
      ordersTab
      if isAdmin {
        adminTabs
      }
    }
  }

  private var shopTab: some TabBarContent<StoreTab> {
    TabBarTab("Shop", systemImage: "bag", value: StoreTab.shop) {
      Text("Shop")
        .environmentObject(store)
    }
    .badge(store.cartCount)
  }

  private var ordersTab: some TabBarContent<StoreTab> {
    TabBarTab("Orders", systemImage: "shippingbox", value: StoreTab.orders) {
      TabBarNavigationStack {
        Text("Orders")
      }
    }
  }

  private var adminTabs: some TabBarContent<StoreTab> {
    TabBarGroup {
      TabBarTab("Users", systemImage: "person.2", value: StoreTab.users) {
        Text("Users")
          .environmentObject(store)
          .tint(.orange)
      }
      TabBarTab("Logs", image: "logs", value: StoreTab.logs) {
        Text("Logs")
          .environmentObject(store)
          .tint(.orange)
      }
    }
  }
}
