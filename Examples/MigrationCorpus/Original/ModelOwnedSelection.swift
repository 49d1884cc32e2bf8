import SwiftUI

enum ModelTab: Hashable {
  case today, history
}

@MainActor
final class ModelOwnedRouter: ObservableObject {
  @Published var tab = ModelTab.today

  func showHistory() { tab = .history }
}

@MainActor
struct ModelOwnedSelectionView: View {
  @StateObject private var router = ModelOwnedRouter()

  var body: some View {
    TabView(selection: $router.tab) {
      Button("Show history") { router.showHistory() }
        .tabItem { Label("Today", systemImage: "sun.max") }
        .tag(ModelTab.today)
      Text("History")
        .tabItem { Label("History", systemImage: "clock") }
        .tag(ModelTab.history)
    }
  }
}
