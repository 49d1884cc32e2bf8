import SwiftUI

enum RoutesTab: Hashable {
  case orders, account
}

enum OrderRoute: Hashable {
  case order(Int)
  case receipt(Int)
}

@MainActor
struct TypedRoutesView: View {
  @State private var tab = RoutesTab.orders
  @State private var orderPath: [OrderRoute] = []
  @State private var accountPath = NavigationPath()

  var body: some View {
    TabView(selection: $tab) {
      NavigationStack(path: $orderPath) {
        List(1..<4, id: \.self) { number in
          NavigationLink("Order \(number)", value: OrderRoute.order(number))
        }
        .navigationDestination(for: OrderRoute.self) { route in
          Text(String(describing: route))
        }
      }
      .tabItem { Label("Orders", systemImage: "shippingbox") }
      .tag(RoutesTab.orders)
      NavigationStack(path: $accountPath) {
        Text("Account")
      }
      .tabItem { Label("Account", systemImage: "person.crop.circle") }
      .tag(RoutesTab.account)
    }
  }
}
