import SwiftUI
import TabBarKit

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
    TabBarContainer(selection: $tab) {
      TabBarTab("Orders", systemImage: "shippingbox", value: RoutesTab.orders) {
        TabBarNavigationStack(path: $orderPath) {
          List(1..<4, id: \.self) { number in
            NavigationLink("Order \(number)", value: OrderRoute.order(number))
          }
          .navigationDestination(for: OrderRoute.self) { route in
            Text(String(describing: route))
          }
        }
      }
      TabBarTab("Account", systemImage: "person.crop.circle", value: RoutesTab.account) {
        TabBarNavigationStack(path: $accountPath) {
          Text("Account")
        }
      }
    }
  }
}
