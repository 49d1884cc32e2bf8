import Foundation

/// The path the selection's marker (an indicator, or the selected tab raised in a following
/// notch) takes between two places as a change of selection progresses.
///
/// ```swift
/// let arc = IndicatorTrajectory.arc(height: 12)
/// arc.point(from: CGPoint(x: 40, y: 780), to: CGPoint(x: 200, y: 780), fraction: 0.5)
/// // (120, 768): halfway across, 12 pt higher
/// ```
package enum IndicatorTrajectory: Sendable, Hashable {
  /// A straight line.
  case straight
  /// A parabola through both ends that rises `height` points above the straight line halfway
  /// (a negative height dips).
  case arc(height: CGFloat)

  /// Where the marker is `fraction` of the way (a spring's progress, which may overshoot) from
  /// `start` to `end`. A NaN or infinite fraction counts as 0; a non-finite height as 0.
  package func point(from start: CGPoint, to end: CGPoint, fraction: CGFloat) -> CGPoint {
    let t = fraction.sanitizedFraction
    let line = start.interpolated(to: end, fraction: t)
    guard case .arc(let height) = self, height.isFinite else { return line }
    let lift = 4 * height * t * (1 - t)
    let y = line.y - lift
    return CGPoint(x: line.x, y: y.isFinite ? y : line.y)
  }

  /// Moves `layout`'s indicator so its centre lies on the trajectory from `start`'s indicator
  /// centre to `end`'s at `fraction` (the layout is that fraction of the way between them);
  /// nothing when any of the three has no indicator.
  package func placeIndicator(
    in layout: inout TabBarLayout, from start: TabBarLayout, to end: TabBarLayout, fraction: CGFloat
  ) {
    guard let from = start.indicator?.frame, let to = end.indicator?.frame,
      let frame = layout.indicator?.frame
    else { return }
    let center = point(
      from: CGPoint(x: from.midX, y: from.midY), to: CGPoint(x: to.midX, y: to.midY), fraction: fraction)
    layout.indicator?.frame = frame.offsetBy(dx: center.x - frame.midX, dy: center.y - frame.midY)
  }
}
