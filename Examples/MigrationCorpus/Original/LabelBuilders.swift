import SwiftUI

enum KitchenTab: Hashable {
  case recipes, pantry, shopping
}

// A cooking app whose labels are written the long way: `Label { Text(_:comment:) } icon: { … }`
// for the translators, and a helper function of the view that stacks an icon over a title.
struct LabelBuildersView: View {
  @State private var selection: KitchenTab = .recipes

  var body: some View {
    TabView(selection: $selection) {
      Text("Recipes")
        .tabItem {
          Label {
            Text("Recipes", comment: "Tab title: the list of saved recipes")
          } icon: {
            Image(systemName: "book.closed")
          }
        }
        .tag(KitchenTab.recipes)
      Text("Pantry")
        .tabItem { self.stackedLabel(title: "Pantry", symbol: "cabinet") }
        .tag(KitchenTab.pantry)
      Text("Shopping")
        .tabItem { stackedLabel(title: "Shopping", symbol: "cart") }
        .tag(KitchenTab.shopping)
    }
  }

  private func stackedLabel(title: String, symbol: String) -> some View {
    VStack(spacing: 2) {
      Image(systemName: symbol)
        .imageScale(.large)
      Text(title)
    }
  }
}
