import SwiftUI

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
    TabView(selection: $tab) {
      Text("Home")
        .tabItem { Label("Home", systemImage: "house") }
        .tag(ShopTab.home)
        .accessibilityIdentifier("tab.home")
      cartTab
      Group {
        Text("Orders")
          .tabItem { Label("Orders", systemImage: "shippingbox") }
          .tag(ShopTab.orders)
        Text("Account")
          .tabItem { Label("Account", systemImage: "person") }
          .tag(ShopTab.account)
      }
      .accessibilityHint("Opens the tab")
    }
  }

  private var cartTab: some View {
    Text("Cart")
      .tabItem { Label("Cart", systemImage: "cart") }
      .tag(ShopTab.cart)
      .badge(cartCount)
      .accessibilityIdentifier("tab.cart")
      .accessibilityLabel("Cart, \(cartCount) items")
  }
}
