import Foundation

/// Something that takes path elements one at a time: an array that keeps them, or a check that
/// measures them as they pass and stores nothing (so per-frame checks allocate nothing).
package protocol PathElementSink {
  mutating func append(_ element: PathElement)
}

extension Array: PathElementSink where Element == PathElement {}

extension PathElementSink {
  /// Appends circular arcs as cubic Béziers, one per quarter turn or less, from `startAngle`
  /// turning by `sweep` radians (positive turns clockwise on a y-down screen). The current point
  /// must already be the arc's start.
  mutating func appendArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat
  ) {
    // A sweep worked out from coordinates that overflowed is NaN, which would trap in `Int(_:)` below.
    guard radius > 0, sweep != 0, sweep.isFinite else { return }
    let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / CGFloat(pieces)
    // Control-point distance for a circular arc of `step` radians: 4/3·tan(step/4).
    let k = 4.0 / 3.0 * tan(step / 4) * radius
    // Walk round the circle by rotating a unit vector: two sines and cosines per arc, not per piece.
    let (stepCos, stepSin) = (cos(step), sin(step))
    var direction = CGPoint(unitAt: startAngle)
    for _ in 0..<pieces {
      let next = CGPoint(
        x: direction.x * stepCos - direction.y * stepSin, y: direction.x * stepSin + direction.y * stepCos)
      let from = center + direction * radius
      let to = center + next * radius
      // The tangent of a clockwise turn at unit direction (x, y) is (-y, x).
      let tangentFrom = CGPoint(x: -direction.y, y: direction.x)
      let tangentTo = CGPoint(x: -next.y, y: next.x)
      append(.curve(to: to, control1: from + tangentFrom * k, control2: to - tangentTo * k))
      direction = next
    }
  }
}

extension PathElementSink {
  /// Appends `arc` as cubic Béziers (see ``appendArc(center:radius:startAngle:sweep:)``).
  mutating func appendArc(_ arc: CircularArc) {
    appendArc(center: arc.center, radius: arc.radius, startAngle: arc.startAngle, sweep: arc.sweep)
  }
}

/// Counts how often a ray from a point towards +x crosses a closed path, element by element:
/// an odd count means the point is inside.
struct RayCrossingCounter: PathElementSink {
  private let point: CGPoint
  private var stream = PathSegment.Stream()
  private(set) var crossings = 0

  package init(point: CGPoint) { self.point = point }

  /// Whether the path fed so far encloses the point (even-odd rule).
  var encloses: Bool { crossings % 2 == 1 }

  package mutating func append(_ element: PathElement) {
    let point = self.point
    var crossings = self.crossings
    stream.feed(element) { segment in
      let low = min(segment.start.y, segment.control1.y, segment.control2.y, segment.end.y)
      let high = max(segment.start.y, segment.control1.y, segment.control2.y, segment.end.y)
      guard point.y >= low, point.y <= high else { return }
      let right = max(segment.start.x, segment.control1.x, segment.control2.x, segment.end.x)
      guard point.x <= right else { return }
      segment.flatten(pieces: PathSegment.flatteningPieces) { a, b in
        guard (a.y > point.y) != (b.y > point.y) else { return }
        let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
        if point.x < x { crossings += 1 }
      }
    }
    self.crossings = crossings
  }
}
