import Foundation
import TabBarCore
import Testing

/// The marker's path between two places, and the preset whose notch follows the selection.
@Suite("Indicator trajectories and the following notch")
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

  @Test("curvedFollowing is curved with the notch under the selected tab, which rises into it")
  func preset() throws {
    var expected = TabBarMetrics.curved
    expected.actionButton.notch?.anchor = .selection
    #expect(TabBarMetrics.curvedFollowing == expected)
    let layout = Fixtures.layout(try Fixtures.tabs(4), selected: "t2", metrics: .curvedFollowing)
    let selected = layout.items[2]
    #expect(layout.outline.resolvedNotchCenterX == selected.hitFrame.midX)
    #expect(selected.iconFrame.midY < layout.items[0].iconFrame.midY)
  }

  @Test("Placing the indicator on an arc moves its centre onto the arc")
  func place() throws {
    let items = try Fixtures.tabs(4)
    func layout(_ id: String) -> TabBarLayout { Fixtures.layout(items, selected: id, metrics: .indicator) }
    let (a, b) = (layout("t0"), layout("t3"))
    var frame = a.interpolated(to: b, fraction: 0.5)
    IndicatorTrajectory.arc(height: 10).placeIndicator(in: &frame, from: a, to: b, fraction: 0.5)
    #expect(abs(frame.indicator!.frame.midY - (a.indicator!.frame.midY - 10)) < 1e-9)
  }
}
