import SwiftUI
import TabBarKit

enum KitchenTab: Hashable {
  case recipes, pantry, shopping
}

// A cooking app whose labels are written the long way: `Label { Text(_:comment:) } icon: { … }`
// for the translators, and a helper function of the view that stacks an icon over a title.
struct LabelBuildersView: View {
  @State private var selection: KitchenTab = .recipes

  var body: some View {
    TabBarContainer(selection: $selection) {
      TabBarTab(LocalizedStringResource("Recipes", comment: "Tab title: the list of saved recipes"), systemImage: "book.closed", value: KitchenTab.recipes) {
        Text("Recipes")
      }
      TabBarTab("Pantry", systemImage: "cabinet", value: KitchenTab.pantry) {
        Text("Pantry")
      }
      TabBarTab("Shopping", systemImage: "cart", value: KitchenTab.shopping) {
        Text("Shopping")
      }
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
