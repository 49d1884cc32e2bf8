import Foundation
import TabBarRender

/// A bar moving with the user, as frames: what `tabbar-preview animate --sequence` draws and the
/// gallery shows. Every frame is the core's geometry: ``TabBarMinimization``'s morph between the
/// full and the minimized layout, ``TabBarSwipe``, ``TabBarScrub``, ``TabBarLayoutAnimation`` and
/// ``TabBarReorder``.
package enum MotionSequence: String, Sendable, CaseIterable {
  /// The bar minimizes as content scrolls down, then expands as it scrolls back up.
  case minimize
  /// A finger pages the content towards the next tab (the previous from the last), lets go, and
  /// the bar settles there on the spring.
  case swipe
  /// A finger slides along the bar from one tab to another, the marker under it, and lets go.
  case scrub
  /// A change of selection interrupted a third of the way by another one, carried on smoothly.
  case retarget
  /// A finger picks up a tab, drags it to another tab's place as the tabs between slide aside,
  /// and lets go; the tab settles into its new slot (``TabBarReorder``).
  case reorder

  /// How long a finger moves before it lets go, in seconds.
  static let gestureDuration = 0.3
  /// How far a swipe's finger pages before it lets go: 40 % of the way.
  static let swipeDistance: CGFloat = 0.4
  /// When a retarget interrupts the first change of selection, in seconds.
  static let retargetTime = 0.1

  /// Whether the sequence needs `--to` (the scrub's end, the first target of the retarget, the
  /// place a reordered tab is dropped at).
  package var needsTarget: Bool { self != .minimize && self != .swipe }

  /// Whether `--to` must be a tab the bar shows, not one behind the More item: the scrub's finger
  /// and the retarget's first change end on it. (A reorder drops its tab at the end of the bar
  /// when `--to` is not shown.)
  package var needsTargetInBar: Bool { self == .scrub || self == .retarget }

  /// The frames, at `fps`, for tabs `from` and `to` (indices in `options.tabs`; `to` is unused by
  /// minimize and swipe), under `timing`, moving the bar of `items`. `from`, and `to` where
  /// ``needsTargetInBar``, are tabs that bar shows: the command line refuses others, which
  /// still give frames here, from or to the bar's edge. A reorder drags `from` to `to`'s place,
  /// or to the end of the tabs it may move among when `to` is not shown.
  package func frames(
    options: BarOptions, items: TabItems, from: Int, to: Int, timing: TransitionTiming, fps: Int
  ) -> [TabBarAnimationFrame] {
    let step = 1 / Double(max(fps, 1))
    let layouts = options.tabs.indices.map {
      TabBarLayoutEngine.layout(options.request(items: items, selectedID: BarOptions.tabID($0)))
    }
    switch self {
    case .minimize:
      return minimizeFrames(options: options, items: items, from: from, timing: timing, step: step)
    case .swipe:
      return swipeFrames(
        options: options, items: items, layouts: layouts, from: from, timing: timing, step: step)
    case .scrub:
      return scrubFrames(
        options: options, items: items, layouts: layouts, from: from, to: to, timing: timing, step: step)
    case .reorder:
      return reorderFrames(
        items: items, layout: layouts[from], from: from, to: to, timing: timing, step: step)
    case .retarget:
      let third = layouts.indices.first { $0 != from && $0 != to && abs($0 - to) == 1 } ?? from
      var animation = TabBarLayoutAnimation(from: layouts[from], to: layouts[to], timing: timing)
      var frames = Self.times(upTo: Self.retargetTime, step: step, closing: false).map(animation.frame(at:))
      animation.retarget(to: layouts[third], at: Self.retargetTime)
      frames += Self.times(upTo: animation.duration, step: step).map(animation.frame(at:))
      return frames
    }
  }

  /// The bar minimizing on the morph's spring, then expanding.
  private func minimizeFrames(
    options: BarOptions, items: TabItems, from: Int, timing: TransitionTiming, step: Double
  ) -> [TabBarAnimationFrame] {
    let request = options.request(items: items, selectedID: BarOptions.tabID(from))
    let full = TabBarLayoutEngine.layout(request)
    let compact = TabBarLayoutEngine.minimizedLayout(request)
    var minimization = TabBarMinimization(isEnabled: true)
    minimization.scroll(to: 0)
    var frames = [TabBarAnimationFrame(time: 0, layout: full)]
    for offset: CGFloat in [400, 100] {
      let resting = SpringState(position: Double(minimization.targetProgress), velocity: 0)
      minimization.scroll(to: offset)
      let morph = minimization.morph(from: resting, timing: timing)
      for time in Self.times(upTo: morph.settlingDuration(), step: step) {
        let progress = CGFloat(morph.state(at: time).position)
        frames.append(
          TabBarAnimationFrame(time: time, layout: full.interpolated(to: compact, fraction: progress)))
      }
    }
    return frames
  }

  /// A finger paging towards a neighbour, then the settle from its velocity.
  private func swipeFrames(
    options: BarOptions, items: TabItems, layouts: [TabBarLayout], from: Int, timing: TransitionTiming,
    step: Double
  ) -> [TabBarAnimationFrame] {
    let current = items.index(of: BarOptions.tabID(from)) ?? 0
    var swipe = TabBarSwipe(items: items, selectedIndex: current, layoutDirection: options.direction)
    let towardsNext: CGFloat = swipe.nextIndex == nil ? -1 : 1
    let neighbour = { (index: Int?) in
      index.flatMap { items.tabIndices.firstIndex(of: $0) }.map { layouts[$0] }
    }
    let (next, previous) = (
      neighbour(swipe.nextIndex) ?? layouts[from], neighbour(swipe.previousIndex) ?? layouts[from]
    )
    // Content follows the finger: towards the next tab is leftwards left to right.
    let leftwards: CGFloat = options.direction == .rightToLeft ? -1 : 1
    let page = options.width
    func frame(_ fraction: CGFloat, time: Double) -> TabBarAnimationFrame {
      swipe.drag(translation: -fraction * page * leftwards, pageWidth: page)
      var layout = TabBarLayout.empty
      swipe.layout(current: layouts[from], next: next, previous: previous, into: &layout)
      return TabBarAnimationFrame(time: time, layout: layout)
    }
    var frames = Self.times(upTo: Self.gestureDuration, step: step).map { time in
      frame(towardsNext * Self.swipeDistance * CGFloat(time / Self.gestureDuration), time: time)
    }
    let speed = -towardsNext * Self.swipeDistance * page * leftwards / CGFloat(Self.gestureDuration)
    let settle = swipe.release(velocity: speed, pageWidth: page, timing: timing).motion
    for time in Self.times(upTo: settle.settlingDuration(), step: step).dropFirst() {
      frames.append(frame(CGFloat(settle.state(at: time).position), time: time))
    }
    return frames
  }

  /// A finger sliding from one tab's centre to another's, then the marker settling.
  private func scrubFrames(
    options: BarOptions, items: TabItems, layouts: [TabBarLayout], from: Int, to: Int,
    timing: TransitionTiming, step: Double
  ) -> [TabBarAnimationFrame] {
    let start = Self.centreX(of: from, in: layouts[from]) ?? 0
    let end = Self.centreX(of: to, in: layouts[from]) ?? 0
    var scrub = TabBarScrub(layout: layouts[from], items: items, startX: start)
    func frame(_ x: CGFloat, time: Double) -> TabBarAnimationFrame {
      scrub.move(to: x)
      var request = options.request(items: items, selectedID: BarOptions.tabID(from))
      scrub.apply(to: &request)
      var layout = TabBarLayoutEngine.layout(request)
      scrub.placeMarker(in: &layout)
      return TabBarAnimationFrame(time: time, layout: layout)
    }
    var frames = Self.times(upTo: Self.gestureDuration, step: step).map { time in
      frame(start + (end - start) * CGFloat(time / Self.gestureDuration), time: time)
    }
    let settle = scrub.release(velocity: (end - start) / CGFloat(Self.gestureDuration), timing: timing)
    for time in Self.times(upTo: settle.settlingDuration(tolerance: 0.1), step: step).dropFirst() {
      frames.append(frame(CGFloat(settle.state(at: time).position), time: time))
    }
    return frames
  }

  /// A finger dragging tab `from` to tab `to`'s place, the tabs between sliding aside, then the
  /// dropped tab and the others settling into their slots; the tab dragged is the selected one, so its marker goes
  /// with it.
  private func reorderFrames(
    items: TabItems, layout: TabBarLayout, from: Int, to: Int, timing: TransitionTiming, step: Double
  ) -> [TabBarAnimationFrame] {
    let start = CGPoint(x: Self.centreX(of: from, in: layout) ?? 0, y: layout.contentBand.midY)
    let endX = Self.centreX(of: to, in: layout) ?? layout.containerSize.width
    var reorder = TabBarReorder(timing: timing)
    reorder.begin(
      at: start, in: layout, arrangement: TabBarArrangement(declared: .unsectioned(items)), time: 0)
    var drawn = TabBarLayout.empty
    func frame(at time: Double) -> TabBarAnimationFrame {
      reorder.layout(layout, at: time, into: &drawn)
      return TabBarAnimationFrame(time: time, layout: drawn)
    }
    var frames = Self.times(upTo: Self.gestureDuration, step: step).map { time in
      // The finger speeds up and slows down again (smoothstep), coming to rest where it lets go.
      let linear = CGFloat(time / Self.gestureDuration)
      let progress = linear * linear * (3 - 2 * linear)
      reorder.move(to: CGPoint(x: start.x + (endX - start.x) * progress, y: start.y), time: time)
      return frame(at: time)
    }
    _ = reorder.end(time: Self.gestureDuration)
    let settling = (reorder.restingTime ?? Self.gestureDuration) - Self.gestureDuration
    for time in Self.times(upTo: settling, step: step).dropFirst() {
      frames.append(frame(at: Self.gestureDuration + time))
    }
    return frames
  }

  /// The centre of tab `index`'s item in `layout`, `nil` when the bar does not show it.
  private static func centreX(of index: Int, in layout: TabBarLayout) -> CGFloat? {
    layout.items.first { $0.id == BarOptions.tabID(index) }?.hitFrame.midX
  }

  /// Times 0, step, 2·step, … up to the first at or after `duration` (`closing`), or up to the
  /// last before it (not `closing`, but at least time 0); at most
  /// ``TabBarTransition/maximumFrameCount``.
  static func times(upTo duration: Double, step: Double, closing: Bool = true) -> [Double] {
    let steps = closing ? (duration / step).rounded(.up) : ((duration / step).rounded(.up) - 1)
    let limit = Double(TabBarTransition.maximumFrameCount - 1)
    let count = steps.isFinite ? Int(min(max(steps, 0), limit)) + 1 : 1
    return (0..<count).map { Double($0) * step }
  }
}
