import SwiftUI
import TabBarKit

enum ShopTab: Hashable {
  case home, cart, orders, account
}

// A shop's classic tabs with accessibility modifiers after `.tag`, on a helper's `some View` tab
// and on a `Group` of tabs: SwiftUI gives them to the tab's content view (a UI test finds
// `app.staticTexts["tab.home"]`), not to its bar button, and so does the migrated form.
@MainActor
struct ClassicAccessibleTabsView: View {
  @State private var tab = ShopTab.home
  let cartCount: Int

  var body: some View {
    TabBarContainer(selection: $tab) {
      TabBarTab("Home", systemImage: "house", value: ShopTab.home) {
        Text("Home")
          .accessibilityIdentifier("tab.home")
      }
      cartTab
      TabBarGroup {
        TabBarTab("Orders", systemImage: "shippingbox", value: ShopTab.orders) {
          Text("Orders")
            .accessibilityHint("Opens the tab")
        }
        TabBarTab("Account", systemImage: "person", value: ShopTab.account) {
          Text("Account")
            .accessibilityHint("Opens the tab")
        }
      }
    }
  }

  private var cartTab: some TabBarContent<ShopTab> {
    TabBarTab("Cart", systemImage: "cart", value: ShopTab.cart) {
      Text("Cart")
        .accessibilityIdentifier("tab.cart")
        .accessibilityLabel("Cart, \(cartCount) items")
    }
    .badge(cartCount)
  }
}
