import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

/// While the content scrolls, a view publishes only what the bar shows of the minimization, and
/// the offset read before iOS 18 is the offset iOS 18 reads.
@Suite("Minimization publishing")
struct MinimizationPublishingTests {
  /// A scroll of `count` samples: long runs down and up with jitter, now and then the top.
  static func samples(_ count: Int, seed: UInt64) -> [CGFloat] {
    var random = SeededGenerator(seed: seed)
    var offset: CGFloat = 0
    var heading: CGFloat = 1
    return (0..<count).map { _ in
      if Int.random(in: 0..<60, using: &random) == 0 { heading = -heading }
      if Int.random(in: 0..<300, using: &random) == 0 { offset = 0 }
      offset = max(
        -20, offset + heading * .random(in: 0...9, using: &random) + .random(in: -2...2, using: &random))
      return offset
    }
  }

  @Test("600 scroll samples publish at most as often as the bar visibly changes")
  func publishesOnlyVisibleChanges() {
    var everyChange = 0
    var visible = 0
    for seed in (0..<UInt64(200)).map({ SeededGenerator.baseSeed &+ 31 &+ $0 }) {
      var minimization = TabBarMinimization(isEnabled: true)
      var published = minimization.appearance
      var publishes = 0
      var flips = 0
      for offset in Self.samples(600, seed: seed) {
        let before = minimization
        let wasMinimized = minimization.isMinimized
        minimization.scroll(to: offset)
        // The host's rule: publish when the appearance differs from what was published.
        if minimization.appearance != published {
          publishes += 1
          published = minimization.appearance
        }
        if minimization != before { everyChange += 1 }
        if minimization.isMinimized != wasMinimized { flips += 1 }
        // What was published is always what the bar shows.
        #expect(published == minimization.appearance, "seed \(seed)")
      }
      #expect(publishes <= flips, "seed \(seed)")
      visible += flips
    }
    // Not vacuous: the bar did change, and the whole state changed far more often than it.
    #expect(visible > 200 && everyChange > 10 * visible)
  }

  @Test("Before iOS 18 the anchor's offset is iOS 18's: content offset plus the top inset")
  func anchorOffsetMatchesScrollGeometry() {
    var random = SeededGenerator(seed: SeededGenerator.baseSeed &+ 77)
    for _ in 0..<2_000 {
      let inset = CGFloat.random(in: 0...200, using: &random)
      let contentOffsetY = CGFloat.random(in: -inset - 80...3_000, using: &random)
      // The content's top sits at -contentOffset.y in the scroll view's frame.
      let anchored = TabBarMinimization.contentOffset(anchorMinY: -contentOffsetY, topInset: inset)
      #expect(anchored.map { abs($0 - (contentOffsetY + inset)) < 1e-9 } == true)
    }
    #expect(TabBarMinimization.contentOffset(anchorMinY: 140, topInset: 140) == 0)
    #expect(TabBarMinimization.contentOffset(anchorMinY: .nan, topInset: 140) == nil)
    #expect(TabBarMinimization.contentOffset(anchorMinY: 0, topInset: .infinity) == nil)
  }
}
