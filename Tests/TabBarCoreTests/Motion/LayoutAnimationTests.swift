import Foundation
import TabBarCore
import Testing

/// A bar's animation can be sent to a new selection mid-flight and carries on smoothly.
@Suite("Layout animation retargeting")
struct LayoutAnimationTests {
  static let items = try! Fixtures.tabs(5)

  static func layout(_ selected: String, metrics: TabBarMetrics = .curvedFollowing) -> TabBarLayout {
    TabBarLayoutEngine.layout(
      TabBarLayoutRequest(
        items: items, selectedID: selected, containerSize: CGSize(width: 390, height: 844),
        safeAreaInsets: TabBarInsets(bottom: 34), metrics: metrics))
  }

  /// The quantities that travel, in one list, to compare frames and their rates.
  static func travelling(_ layout: TabBarLayout) -> [CGFloat] {
    var values = [layout.outline.notchCenterX, layout.barFrame.minY]
    if let frame = layout.indicator?.frame { values += [frame.minX, frame.minY, frame.width] }
    for item in layout.items {
      values += [item.iconFrame.midX, item.iconFrame.midY, item.iconScale, item.labelOpacity]
    }
    return values
  }

  static func at(_ animation: TabBarLayoutAnimation, _ time: Double) -> [CGFloat] {
    var frame = TabBarLayout.empty
    animation.layout(at: time, into: &frame)
    return travelling(frame)
  }

  static func close(_ a: [CGFloat], _ b: [CGFloat], _ tolerance: CGFloat) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance * max(1, abs($0)) }
  }

  @Test(
    "It starts at the start, ends at the end, and its duration is finite",
    arguments: [
      TabBarMetrics.curvedFollowing, .floating, .indicator, .material,
    ])
  func ends(metrics: TabBarMetrics) {
    let start = Self.layout("t0", metrics: metrics)
    let end = Self.layout("t3", metrics: metrics)
    let animation = TabBarLayoutAnimation(from: start, to: end)
    #expect(Self.close(Self.at(animation, 0), Self.travelling(start), 1e-9))
    #expect(animation.duration.isFinite && animation.duration > 0)
    #expect(Self.close(Self.at(animation, animation.duration), Self.travelling(end), 0.5))
    #expect(Self.close(Self.at(animation, 1_000), Self.travelling(end), 1e-9))
  }

  @Test("A retarget mid-flight keeps the position and the velocity of every travelling part")
  func retargetContinuity() {
    let step = 1e-5
    for (first, second, time) in [
      ("t0", "t4", 0.05), ("t1", "t3", 0.2), ("t4", "t0", 0.12), ("t2", "t2", 0.3),
    ] {
      var animation = TabBarLayoutAnimation(from: Self.layout("t0"), to: Self.layout(first))
      animation.retarget(to: Self.layout("t1"), at: 0.07)  // already a second leg
      let before = Self.at(animation, time)
      let rateBefore = zip(Self.at(animation, time + step), Self.at(animation, time - step)).map {
        ($0 - $1) / CGFloat(2 * step)
      }
      animation.retarget(to: Self.layout(second), at: time)
      #expect(Self.close(Self.at(animation, 0), before, 1e-9))
      let rateAfter = zip(Self.at(animation, 2 * step), Self.at(animation, 0)).map {
        ($0 - $1) / CGFloat(2 * step)
      }
      // A one-sided difference: off by the acceleration × step, a fraction of a point a second.
      let agree = zip(rateAfter, rateBefore).allSatisfy { abs($0 - $1) <= 1 + 1e-3 * abs($1) }
      #expect(agree, "\(first) → \(second) at \(time)")
      #expect(rateAfter.contains { abs($0) > 10 }, "it does not restart from rest")
      #expect(Self.close(Self.at(animation, 1_000), Self.travelling(Self.layout(second)), 1e-9))
    }
  }

  @Test("Reduce Motion: the new target shows at once; the leg starts from the frame that was shown")
  func reduceMotion() {
    let timing = TransitionTiming(motion: .reducedWithCrossFade)
    var animation = TabBarLayoutAnimation(from: Self.layout("t0"), to: Self.layout("t2"), timing: timing)
    animation.retarget(to: Self.layout("t4"), at: 0.1)
    #expect(Self.close(Self.at(animation, 0), Self.travelling(Self.layout("t4")), 0))
    // What a view cross-fades from (the renderer's tests draw that fade).
    #expect(Self.travelling(animation.origin) == Self.travelling(Self.layout("t2")))
    #expect(animation.duration == MotionPreference.reducedWithCrossFade.crossFadeDuration)
  }

  @Test("Layouts of different tabs: the target, whole")
  func differentTabs() throws {
    let other = TabBarLayoutEngine.layout(
      TabBarLayoutRequest(
        items: try Fixtures.tabs(3), selectedID: "t1", containerSize: CGSize(width: 390, height: 844),
        metrics: .indicator))
    let animation = TabBarLayoutAnimation(from: Self.layout("t0"), to: other)
    var frame = TabBarLayout.empty
    animation.layout(at: 0.1, into: &frame)
    #expect(frame == other)
  }
}
