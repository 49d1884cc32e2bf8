import Foundation
import TabBarCore
import Testing

/// What the SwiftUI container asks of the minimization besides offsets: taps on the bar, a new
/// selected tab, and the behaviour an app picks.
@Suite("Minimized bar: taps, tab changes, behaviours")
struct TabBarMinimizeTapTests {
  @Test("A tap on the minimized bar expands it and is used up; on the full bar it reaches the tab")
  func tapExpands() {
    var minimizedTaps = 0
    for seed in TabBarMinimizationTests.seeds.prefix(200) {
      var minimization = TabBarMinimization(isEnabled: true)
      for (step, offset) in TabBarMinimizationTests.offsets(seed: seed).enumerated() {
        minimization.scroll(to: offset)
        guard step % 7 == 0 else { continue }
        let wasMinimized = minimization.isMinimized
        let used = minimization.tapBar()
        #expect(used == wasMinimized, "seed \(seed) step \(step)")
        #expect(!minimization.isMinimized)
        if used { minimizedTaps += 1 }
      }
    }
    // The sweep is not vacuous: many taps land on a minimized bar.
    #expect(minimizedTaps > 100)
  }

  @Test("A new tab expands the bar, and the next run starts from that tab's first offset")
  func selectionChangeExpands() {
    var minimization = TabBarMinimization(isEnabled: true)
    minimization.scroll(to: 0)
    minimization.scroll(to: 200)
    #expect(minimization.isMinimized)
    minimization.selectionChanged()
    #expect(!minimization.isMinimized)
    // The new tab is already 500 pt down: reading it is not a run of 300 pt.
    minimization.scroll(to: 500)
    #expect(!minimization.isMinimized)
    minimization.scroll(to: 500 + TabBarMinimization.defaultThreshold)
    #expect(minimization.isMinimized)
  }

  @Test("Only onScrollDown and onScrollUp minimize, automatic never does (as Apple's on iPhone)")
  func behaviours() {
    #expect(TabBarMinimizeMode.onScrollDown.minimizingDirection == .down)
    #expect(TabBarMinimizeMode.onScrollUp.minimizingDirection == .up)
    #expect(TabBarMinimizeMode.automatic.minimizingDirection == nil)
    #expect(TabBarMinimizeMode.never.minimizingDirection == nil)
  }
}
