import Foundation

/// A piece of a circle: its centre, radius, the angle it starts at and how far it turns
/// (radians, clockwise on a y-down screen when positive).
struct CircularArc: Sendable, Equatable {
  package var center: CGPoint
  package var radius: CGFloat
  var startAngle: CGFloat
  package var sweep: CGFloat

  package init(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat) {
    self.center = center
    self.radius = radius
    self.startAngle = startAngle
    self.sweep = sweep
  }

  /// The point the arc starts at.
  package var start: CGPoint { center + CGPoint(unitAt: startAngle) * radius }
  /// The point the arc ends at.
  package var end: CGPoint { center + CGPoint(unitAt: startAngle + sweep) * radius }

  /// The exact distance from `point` to the arc: to the circle where the point's direction from
  /// the centre falls within the arc, otherwise to the nearer end.
  package func distance(to point: CGPoint) -> CGFloat {
    let offset = point - center
    let distanceFromCenter = offset.length
    if distanceFromCenter > 0 {
      // How far round from the start, in the arc's own direction, the point's direction lies.
      var turn = (atan2(offset.y, offset.x) - startAngle) * (sweep < 0 ? -1 : 1)
      turn = turn.truncatingRemainder(dividingBy: 2 * .pi)
      if turn < 0 { turn += 2 * .pi }
      if turn <= abs(sweep) { return abs(distanceFromCenter - radius) }
    }
    return min(point.distance(to: start), point.distance(to: end))
  }
}
