import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

/// The bar minimizes on scrolling down and expands on scrolling up, calmly.
@Suite("Minimize on scroll")
struct TabBarMinimizationTests {
  /// A random scroll: runs up and down with jitter, sometimes back to the top or overscrolled,
  /// sometimes a NaN or infinite reading.
  static func offsets(seed: UInt64) -> [CGFloat] {
    var random = SeededGenerator(seed: seed)
    var offset: CGFloat = 0
    var result: [CGFloat] = []
    for _ in 0..<300 {
      switch Int.random(in: 0..<40, using: &random) {
      case 0: result.append([CGFloat.nan, .infinity, -.infinity].randomElement(using: &random)!)
      case 1: offset = .random(in: -40...0, using: &random)
      default: offset = max(-60, offset + .random(in: -30...34, using: &random))
      }
      result.append(offset)
    }
    return result
  }

  static let seeds = (0..<UInt64(1_000)).map { SeededGenerator.baseSeed &+ 9_001 &+ $0 }

  @Test("Never minimized at the top; changes exactly when a run of the threshold turns the other way")
  func hysteresis() {
    var changes = 0
    for seed in Self.seeds {
      var state = TabBarMinimization(isEnabled: true, threshold: 24)
      // An independent model: the lowest and highest offsets since the last change or the top.
      var (lowest, highest): (CGFloat?, CGFloat?) = (nil, nil)
      for offset in Self.offsets(seed: seed) {
        let wasMinimized = state.isMinimized
        state.scroll(to: offset)
        guard offset.isFinite else {
          #expect(state.isMinimized == wasMinimized)
          continue
        }
        lowest = min(lowest ?? offset, offset)
        highest = max(highest ?? offset, offset)
        let expected =
          offset <= 0
          ? false
          : (wasMinimized ? (highest ?? offset) - offset < 24 : offset - (lowest ?? offset) >= 24)
        #expect(state.isMinimized == expected, "seed \(seed) at \(offset)")
        if offset <= 0 { #expect(!state.isMinimized, "seed \(seed)") }
        if state.isMinimized != wasMinimized {
          changes += 1
          (lowest, highest) = (offset, offset)
        }
        if offset <= 0 { (lowest, highest) = (0, 0) }  // overscroll counts as the top
      }
    }
    #expect(changes > 2_000)
  }

  @Test("On scroll up: minimized after a run of the threshold towards the top, expanded after one back down")
  func hysteresisUp() {
    var changes = (minimized: 0, expanded: 0)
    for seed in Self.seeds {
      var state = TabBarMinimization(isEnabled: true, threshold: 24, direction: .up)
      // An independent model in distance towards the top; overscroll counts as the top.
      var (least, most): (CGFloat?, CGFloat?) = (nil, nil)
      for offset in Self.offsets(seed: seed) {
        let wasMinimized = state.isMinimized
        state.scroll(to: offset)
        guard offset.isFinite else {
          #expect(state.isMinimized == wasMinimized)
          continue
        }
        let towardsTop = -max(offset, 0)
        least = min(least ?? towardsTop, towardsTop)
        most = max(most ?? towardsTop, towardsTop)
        let expected =
          wasMinimized ? (most ?? towardsTop) - towardsTop < 24 : towardsTop - (least ?? towardsTop) >= 24
        #expect(state.isMinimized == expected, "seed \(seed) at \(offset)")
        if state.isMinimized != wasMinimized {
          if state.isMinimized { changes.minimized += 1 } else { changes.expanded += 1 }
          (least, most) = (towardsTop, towardsTop)
        }
      }
    }
    #expect(changes.minimized > 1_000 && changes.expanded > 1_000)
  }

  @Test("On scroll up with the end known: never minimized at the end, and the bounce past it is no run")
  func upAtTheEnd() {
    var state = TabBarMinimization(isEnabled: true, threshold: 24, direction: .up)
    let bottom: CGFloat = 1_000
    // A conversation at rest at its end, bounced past it and back: still full.
    for offset in [1_000, 1_060, 1_030, 1_000, 990] as [CGFloat] {
      state.scroll(to: offset, bottomOffset: bottom)
      #expect(!state.isMinimized, "at \(offset)")
    }
    state.scroll(to: 960, bottomOffset: bottom)
    #expect(state.isMinimized, "a run of 40 pt up from the end")
    state.scroll(to: 1_000, bottomOffset: bottom)
    #expect(!state.isMinimized, "back at the end")
    state.scroll(to: 900, bottomOffset: .nan)
    #expect(state.isMinimized, "an unknown end is no end")
    // The same readings without the end: the bounce back from 1 060 to 1 000 is a run up.
    var blind = TabBarMinimization(isEnabled: true, threshold: 24, direction: .up)
    for offset in [1_000, 1_060, 1_030] as [CGFloat] { blind.scroll(to: offset) }
    #expect(blind.isMinimized)
  }

  @Test("Apple's four behaviours: only onScrollDown and onScrollUp minimize, each on its own scroll")
  func modes() {
    #expect(TabBarMinimizeMode.allCases.count == 4)
    for mode in TabBarMinimizeMode.allCases {
      var state = TabBarMinimization()
      state.follow(mode)
      state.scroll(to: 500)
      state.scroll(to: 1_000)
      let minimizedDown = state.isMinimized
      state.scroll(to: 0)
      state.scroll(to: 400)
      state.scroll(to: 100)
      #expect(minimizedDown == (mode == .onScrollDown), "\(mode) scrolling down")
      #expect(state.isMinimized == (mode == .onScrollUp), "\(mode) scrolling up")
      #expect(state.isEnabled == (mode == .onScrollDown || mode == .onScrollUp))
    }
    var state = TabBarMinimization()
    state.follow(.onScrollUp)
    state.scroll(to: 400)
    state.scroll(to: 100)
    #expect(state.isMinimized)
    state.follow(.onScrollDown)  // a new direction starts expanded
    #expect(!state.isMinimized && state.direction == .down)
    state.follow(.never)
    #expect(!state.isEnabled && state.direction == .down)
  }

  @Test("Jitter within the threshold never flaps the bar, minimized or expanded")
  func noFlapping() {
    var random = SeededGenerator(seed: SeededGenerator.baseSeed &+ 9_002)
    for _ in 0..<500 {
      var state = TabBarMinimization(isEnabled: true, threshold: 30)
      let centre = CGFloat.random(in: 200...400, using: &random)
      state.scroll(to: 10)
      state.scroll(to: centre)
      for expanded in [false, true] {
        #expect(state.isMinimized != expanded)
        let middle = expanded ? centre - 60 : centre
        for _ in 0..<100 {
          state.scroll(to: middle + .random(in: -14.9...14.9, using: &random))
          #expect(state.isMinimized != expanded)
        }
        state.scroll(to: centre - 60)
      }
    }
  }

  @Test("NaN and infinite offsets are ignored: the same decisions as without them")
  func nonFiniteIgnored() {
    for seed in Self.seeds.prefix(300) {
      var noisy = TabBarMinimization(isEnabled: true)
      var clean = TabBarMinimization(isEnabled: true)
      for offset in Self.offsets(seed: seed) {
        noisy.scroll(to: offset)
        if offset.isFinite { clean.scroll(to: offset) }
        #expect(noisy == clean)
      }
    }
  }

  @Test("Off, it never minimizes; turning it off or tapping expands")
  func optInAndTap() {
    var state = TabBarMinimization()
    for offset in stride(from: CGFloat(0), through: 1_000, by: 10) { state.scroll(to: offset) }
    #expect(!state.isMinimized)
    state.isEnabled = true
    state.scroll(to: 1_100)
    #expect(state.isMinimized && state.accessoryIsInline && state.targetProgress == 1)
    state.expand()
    #expect(!state.isMinimized && state.targetProgress == 0)
    state.scroll(to: 1_200)
    #expect(state.isMinimized)
    state.isEnabled = false
    #expect(!state.isMinimized)
  }

  @Test("The morph springs from where the bar is; under Reduce Motion it is immediate")
  func morph() {
    var state = TabBarMinimization(isEnabled: true)
    state.scroll(to: 0)
    state.scroll(to: 100)
    let current = SpringState(position: 0.3, velocity: 2)
    let full = state.morph(from: current)
    #expect(full.state(at: 0) == current && full.target == 1)
    let reduced = state.morph(from: current, timing: TransitionTiming(motion: .reducedImmediate))
    #expect(reduced.state(at: 0) == SpringState(position: 1, velocity: 0))
  }

  @Test("Thresholds are made sane")
  func saneThreshold() {
    #expect(TabBarMinimization(threshold: .nan).threshold == TabBarMinimization.defaultThreshold)
    #expect(TabBarMinimization(threshold: -5).threshold == 1)
    #expect(TabBarMinimization(threshold: .infinity).threshold == 1_000)
  }
}
