#if canImport(SwiftUI)
  import SwiftUI
  import TabBarKit

  /// How many times each tab's content has evaluated its `body`.
  @MainActor final class BodyCounter {
    private(set) var counts: [BarPicture.PictureTab: Int] = [:]
    /// The tab whose content appeared last.
    private(set) var lastAppeared: BarPicture.PictureTab?

    func record(_ tab: BarPicture.PictureTab) { counts[tab, default: 0] += 1 }

    func appeared(_ tab: BarPicture.PictureTab) { lastAppeared = tab }

    /// The evaluations of each tab since `earlier`.
    func evaluations(since earlier: [BarPicture.PictureTab: Int]) -> [BarPicture.PictureTab: Int] {
      Dictionary(
        uniqueKeysWithValues: BarPicture.PictureTab.allCases.map { tab in
          (tab, counts[tab, default: 0] - earlier[tab, default: 0])
        })
    }

    /// One line for the log, tabs in order: "home 1, search 1, inbox 0, profile 0".
    static func describe(_ counts: [BarPicture.PictureTab: Int]) -> String {
      BarPicture.PictureTab.allCases.map { "\($0) \(counts[$0, default: 0])" }.joined(separator: ", ")
    }
  }

  /// A tab's content that counts its `body` evaluations.
  struct CountingContent: View {
    let tab: BarPicture.PictureTab
    let counter: BodyCounter

    var body: some View {
      counter.record(tab)
      return Color(BarPicture.backdrop).ignoresSafeArea().onAppear { counter.appeared(tab) }
    }
  }

  /// The state a test changes between renders, as an app's model would hold it.
  @MainActor final class ContainerState: ObservableObject {
    @Published var selection = BarPicture.PictureTab.home
    @Published var hidesBar = false
  }

  /// A container of counting tabs; the selected home tab hides the bar when the state asks.
  struct CountingContainer: View {
    @ObservedObject var state: ContainerState
    let counter: BodyCounter

    var body: some View {
      TabBarContainer(selection: $state.selection) {
        for tab in BarPicture.PictureTab.allCases {
          TabBarTab(BarPicture.title(of: tab), systemImage: BarPicture.symbol(of: tab), value: tab) {
            CountingContent(tab: tab, counter: counter)
              .tabBarHidden(tab == .home && state.hidesBar)
          }
        }
      }
      .tabBarStyle(.curved)
      .frame(width: BarPicture.screenSize.width, height: BarPicture.screenSize.height)
    }
  }
#endif
