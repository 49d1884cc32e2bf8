import Foundation
import TabBarCore
import Testing

/// Animating between a selected tab and no selection (the search circle chosen beside the bar):
/// the indicator shrinks away at its place and a following notch closes in place, so nothing
/// appears or vanishes from one frame to the next.
@Suite("Animating to and from no selection")
struct NoSelectionAnimationTests {
  /// The largest change of what marks the selection between two frames: the indicator's edges
  /// and the drawn notch's place and size; a mark only one frame has counts with its whole size.
  static func jump(_ a: TabBarLayout, _ b: TabBarLayout) -> CGFloat {
    var largest: CGFloat = 0
    switch (a.indicator?.frame, b.indicator?.frame) {
    case (let x?, let y?):
      largest = max(abs(x.minX - y.minX), abs(x.minY - y.minY), abs(x.maxX - y.maxX), abs(x.maxY - y.maxY))
    case (let x?, nil), (nil, let x?): largest = max(x.width, x.height)
    case (nil, nil): break
    }
    switch (a.outline.resolvedNotch, b.outline.resolvedNotch) {
    case (let x?, let y?):
      largest = max(largest, abs(x.centerX - y.centerX), abs(x.width - y.width), abs(x.depth - y.depth))
    case (let x?, nil), (nil, let x?): largest = max(largest, x.width, x.depth)
    case (nil, nil): break
    }
    for (x, y) in zip(a.items, b.items) {
      largest = max(largest, abs(x.iconFrame.midY - y.iconFrame.midY), abs(x.iconScale - y.iconScale) * 24)
    }
    return largest
  }

  static func layout(_ metrics: TabBarMetrics, _ selected: String?) -> TabBarLayout {
    TabBarLayoutEngine.layout(
      TabBarLayoutRequest(
        items: try! Fixtures.tabs(5), selectedID: selected, containerSize: CGSize(width: 390, height: 844),
        safeAreaInsets: TabBarInsets(bottom: 34), metrics: metrics, showsSelection: selected != nil))
  }

  @Test("Halfway, the indicator is half its size about the centre it had; the end has none")
  func indicatorShrinksInPlace() throws {
    for metrics in [TabBarMetrics.indicator, .curved] {
      let start = Self.layout(metrics, "t1")
      let end = Self.layout(metrics, nil)
      let shown = try #require(start.indicator)
      let half = try #require(start.interpolated(to: end, fraction: 0.5).indicator)
      #expect(LayoutChecks.close(half.frame.midX, shown.frame.midX))
      #expect(LayoutChecks.close(half.frame.midY, shown.frame.midY))
      #expect(LayoutChecks.close(half.frame.width, shown.frame.width / 2))
      #expect(start.interpolated(to: end, fraction: 1).indicator == nil)
      // Coming back, it grows where it will be.
      let growing = try #require(end.interpolated(to: start, fraction: 0.25).indicator)
      #expect(LayoutChecks.close(growing.frame.width, shown.frame.width / 4))
      #expect(LayoutChecks.close(growing.frame.midX, shown.frame.midX))
    }
  }

  @Test("A following notch closes where it was, its bubble and raised icon settling into the row")
  func notchClosesInPlace() throws {
    let start = Self.layout(.curvedFollowing, "t3")
    let end = Self.layout(.curvedFollowing, nil)
    let open = try #require(start.outline.resolvedNotch)
    let closing = try #require(start.interpolated(to: end, fraction: 0.6).outline.resolvedNotch)
    #expect(LayoutChecks.close(closing.centerX, open.centerX))
    #expect(closing.depth < open.depth * 0.5 && closing.depth > 0)
    #expect(start.interpolated(to: end, fraction: 1).outline.resolvedNotch == nil)
  }

  @Test(
    "Property: interpolating between a selection and none moves every mark continuously, overshoot included")
  func interpolationContinuous() throws {
    var marked = 0
    for configuration in RandomConfiguration.sweep(250, salt: 73) {
      var request = configuration.request
      request.showsSelection = true
      let selected = TabBarLayoutEngine.layout(request)
      request.showsSelection = false
      let none = TabBarLayoutEngine.layout(request)
      if selected.indicator != nil || selected.outline.notch?.anchor == .selection { marked += 1 }
      for (from, to) in [(selected, none), (none, selected)] {
        let steps = 50
        let bound = 2 * from.largestDisplacement(from: to) / CGFloat(steps) + 0.5
        var previous = from.interpolated(to: to, fraction: -0.2)
        for step in -10...(steps + 10) {
          let frame = from.interpolated(to: to, fraction: CGFloat(step) / CGFloat(steps))
          try #require(Self.jump(previous, frame) <= bound, "step \(step): \(configuration)")
          let size = frame.indicator?.frame.size ?? .zero
          try #require(size.width >= 0 && size.height >= 0 && size.width.isFinite, "\(configuration)")
          previous = frame
        }
      }
    }
    #expect(ProcessInfo.processInfo.environment["TABBAR_CASE"] != nil || marked > 80)
  }

  @Test(
    "An interrupted animation through no selection stays continuous and settles at its target",
    arguments: [
      TabBarMetrics.curvedFollowing, .floating, .indicator, .material,
    ])
  func animationContinuous(metrics: TabBarMetrics) throws {
    let none = Self.layout(metrics, nil)
    var animation = TabBarLayoutAnimation(from: Self.layout(metrics, "t0"), to: none)
    let frameTime = 1.0 / 240
    var frames: [TabBarLayout] = []
    func record(upTo duration: Double) {
      for index in 0..<Int(duration / frameTime) {
        var frame = TabBarLayout.empty
        animation.layout(at: Double(index) * frameTime, into: &frame)
        frames.append(frame)
      }
    }
    record(upTo: 0.1)
    animation.retarget(to: Self.layout(metrics, "t3"), at: 0.1)
    record(upTo: 0.08)
    animation.retarget(to: none, at: 0.08)
    record(upTo: animation.duration + 0.1)
    let travel = Self.layout(metrics, "t0").largestDisplacement(from: Self.layout(metrics, "t3"))
    let jumps = zip(frames, frames.dropFirst()).map { Self.jump($0, $1) }
    #expect(jumps.max() ?? 0 <= travel / 15, "\(jumps.max() ?? 0) pt in one frame at 240 fps")
    let last = try #require(frames.last)
    #expect(Self.jump(last, none) < 0.5)
    var settled = TabBarLayout.empty
    animation.layout(at: 1_000, into: &settled)
    #expect(settled.indicator == nil && settled.outline.resolvedNotch == nil)
  }
}
