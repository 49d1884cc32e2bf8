import Foundation
import TabBarRender
import Testing

/// The marker's path between two places.
@Suite("Indicator trajectories")
struct IndicatorTrajectoryTests {
  let start = CGPoint(x: 40, y: 780)
  let end = CGPoint(x: 200, y: 760)

  @Test("Both trajectories pass through their ends; the arc rises its height halfway")
  func ends() {
    for trajectory in [IndicatorTrajectory.straight, .arc(height: 12)] {
      #expect(trajectory.point(from: start, to: end, fraction: 0) == start)
      #expect(trajectory.point(from: start, to: end, fraction: 1) == end)
      #expect(trajectory.point(from: start, to: end, fraction: .nan) == start)
    }
    #expect(
      IndicatorTrajectory.straight.point(from: start, to: end, fraction: 0.5) == CGPoint(x: 120, y: 770))
    #expect(
      IndicatorTrajectory.arc(height: 12).point(from: start, to: end, fraction: 0.5)
        == CGPoint(x: 120, y: 758))
    #expect(IndicatorTrajectory.arc(height: .infinity).point(from: start, to: end, fraction: 0.5).y == 770)
  }

  @Test("Placing the indicator on an arc moves its centre onto the arc")
  func place() throws {
    func layout(_ id: String) throws -> TabBarLayout {
      try MotionFixtures.layout(tabs: 4, selected: id, metrics: .indicator, bottomInset: 0)
    }
    let (a, b) = (try layout("t0"), try layout("t3"))
    var frame = a.interpolated(to: b, fraction: 0.5)
    IndicatorTrajectory.arc(height: 10).placeIndicator(in: &frame, from: a, to: b, fraction: 0.5)
    #expect(abs(frame.indicator!.frame.midY - (a.indicator!.frame.midY - 10)) < 1e-9)
  }
}
