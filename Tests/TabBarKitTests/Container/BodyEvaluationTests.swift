#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import SwiftUI
  import TabBarKit
  import Testing

  extension WindowSuites {
    /// What the SwiftUI side costs: how many tab contents evaluate `body` when the selection
    /// changes or the bar hides. The counts are printed, as the benchmark prints its figures. In a
    /// real window: each tab lives in a hosting controller of its own, which an `ImageRenderer` does
    /// not draw.
    @MainActor @Suite("Only the tabs involved are evaluated again")
    struct BodyEvaluationTests {
      let state = ContainerState()
      let counter = BodyCounter()
      let host: WindowHost

      init() {
        host = WindowHost(CountingContainer(state: state, counter: counter), size: BarPicture.screenSize)
      }

      /// Visits every tab once so all are mounted, then comes back home. Every visit must reach
      /// the tab's content, or the later counts would say nothing.
      private func mountEveryTab() async {
        for tab in BarPicture.PictureTab.allCases + [.home] {
          state.selection = tab
          await host.settle { counter.lastAppeared == tab }
          #expect(counter.counts[tab, default: 0] >= 1, "visiting \(tab) evaluated its content")
        }
      }

      @Test("A selection change evaluates at most the two tabs involved")
      func selectionChange() async {
        defer { host.close() }
        await mountEveryTab()
        let before = counter.counts
        state.selection = .search
        let switched = await host.settle { counter.lastAppeared == .search }
        #expect(switched, "search came into the window")
        let delta = counter.evaluations(since: before)
        print("[TabBarKitTests] body evaluations, home → search: \(BodyCounter.describe(delta))")
        #expect(delta[.inbox] == 0 && delta[.profile] == 0, "untouched tabs stay untouched: \(delta)")
        #expect(
          delta[.home, default: 0] <= 1 && delta[.search, default: 0] <= 1, "once each at most: \(delta)")
        // A tab out of the window has no body to evaluate, so the counts above are the two tabs
        // involved; the appearance proves the switch reached the content.
      }

      @Test("Hiding the bar evaluates only the visible tab")
      func hidingTheBar() async {
        defer { host.close() }
        await mountEveryTab()
        let before = counter.counts
        state.hidesBar = true
        await host.settle()
        let delta = counter.evaluations(since: before)
        print("[TabBarKitTests] body evaluations, hiding the bar on home: \(BodyCounter.describe(delta))")
        #expect(
          delta[.search] == 0 && delta[.inbox] == 0 && delta[.profile] == 0,
          "hidden tabs stay untouched: \(delta)")
      }
    }
  }
#endif
