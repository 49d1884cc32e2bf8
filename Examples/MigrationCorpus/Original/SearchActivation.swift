import SwiftUI

// An iOS 26 app: the bar minimizes on scroll, a timer rides above it, and choosing the search
// tab activates its field. The iOS 26 API exists only in the iOS 26 SDK (Xcode 26), so the app
// compiles this file there alone; migrated, it keeps its `#if`.
#if canImport(SwiftUI, _version: 7.0) && os(iOS)
  enum RecipeTab: Hashable {
    case recipes, favorites, search
  }

  @available(iOS 26.0, *)
  @MainActor
  struct SearchActivationView: View {
    @State private var tab = RecipeTab.recipes
    @State private var query = ""

    var body: some View {
      TabView(selection: $tab) {
        Tab("Recipes", systemImage: "fork.knife", value: RecipeTab.recipes) {
          NavigationStack {
            ScrollView { Text("Soups") }
          }
        }
        Tab("Favorites", systemImage: "heart", value: RecipeTab.favorites) {
          ScrollView { Text("Saved") }
        }
        .badge(3)
        Tab(value: RecipeTab.search, role: .search) {
          NavigationStack {
            List { Text("Results for \(query)") }
              .searchable(text: $query)
          }
        }
      }
      .tabBarMinimizeBehavior(.onScrollDown)
      .tabViewSearchActivation(.searchTabSelection)
      .tabViewBottomAccessory {
        Text("Timer: 4:00")
      }
    }
  }
#endif
