#if canImport(SwiftUI)
  import SwiftUI
  import TabBarKit

  /// How many times each tab's content has evaluated its `body`.
  @MainActor final class BodyCounter {
    private(set) var counts: [BarScene.SceneTab: Int] = [:]
    /// The tab whose content appeared last.
    private(set) var lastAppeared: BarScene.SceneTab?

    func record(_ tab: BarScene.SceneTab) { counts[tab, default: 0] += 1 }

    func appeared(_ tab: BarScene.SceneTab) { lastAppeared = tab }

    /// The evaluations of each tab since `earlier`.
    func evaluations(since earlier: [BarScene.SceneTab: Int]) -> [BarScene.SceneTab: Int] {
      Dictionary(
        uniqueKeysWithValues: BarScene.SceneTab.allCases.map { tab in
          (tab, counts[tab, default: 0] - earlier[tab, default: 0])
        })
    }

    /// One line for the log, tabs in order: "home 1, search 1, inbox 0, profile 0".
    static func describe(_ counts: [BarScene.SceneTab: Int]) -> String {
      BarScene.SceneTab.allCases.map { "\($0) \(counts[$0, default: 0])" }.joined(separator: ", ")
    }
  }

  /// A tab's content that counts its `body` evaluations.
  struct CountingContent: View {
    let tab: BarScene.SceneTab
    let counter: BodyCounter

    var body: some View {
      counter.record(tab)
      return Color(BarScene.backdrop).ignoresSafeArea().onAppear { counter.appeared(tab) }
    }
  }

  /// The state a test changes between renders, as an app's model would hold it.
  @MainActor final class ContainerState: ObservableObject {
    @Published var selection = BarScene.SceneTab.home
    @Published var hidesBar = false
  }

  /// A container of counting tabs; the selected home tab hides the bar when the state asks.
  struct CountingContainer: View {
    @ObservedObject var state: ContainerState
    let counter: BodyCounter

    var body: some View {
      TabBarContainer(selection: $state.selection) {
        for tab in BarScene.SceneTab.allCases {
          TabBarTab(BarScene.title(of: tab), systemImage: BarScene.symbol(of: tab), value: tab) {
            CountingContent(tab: tab, counter: counter)
              .tabBarHidden(tab == .home && state.hidesBar)
          }
        }
      }
      .tabBarStyle(.curved)
      .frame(width: BarScene.screenSize.width, height: BarScene.screenSize.height)
    }
  }
#endif
