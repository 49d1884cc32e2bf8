import SwiftUI
import TabBarKit

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
      TabBarContainer(selection: $tab) {
        TabBarTab("Recipes", systemImage: "fork.knife", value: RecipeTab.recipes) {
          TabBarNavigationStack {
            TabBarScrollView { Text("Soups") }
          }
        }
        TabBarTab("Favorites", systemImage: "heart", value: RecipeTab.favorites) {
          TabBarScrollView { Text("Saved") }
        }
        .badge(3)
        TabBarTab(value: RecipeTab.search, role: .search) {
          TabBarNavigationStack {
            List { Text("Results for \(query)") }
              .tabBarSearchable(text: $query)
          }
        }
      }
      .tabBarMinimizeBehavior(.onScrollDown)
      .tabBarSearchActivation(.searchTabSelection)
      .tabBarBottomAccessory {
        Text("Timer: 4:00")
      }
    }
  }
#endif
