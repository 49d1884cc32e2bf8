import SwiftUI
import TabBarKit

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
    TabBarContainer(selection: $router.tab) {
      TabBarTab("Today", systemImage: "sun.max", value: ModelTab.today) {
        Button("Show history") { router.showHistory() }
      }
      TabBarTab("History", systemImage: "clock", value: ModelTab.history) {
        Text("History")
      }
    }
  }
}
