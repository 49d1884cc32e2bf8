import Foundation

// Point arithmetic the geometry needs, kept `package` so it does not leak into users' code.

extension CGPoint {
  package static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
    CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  package static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
    CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  package static func * (lhs: CGPoint, rhs: CGFloat) -> CGPoint {
    CGPoint(x: lhs.x * rhs, y: lhs.y * rhs)
  }

  /// The length of the vector from the origin to this point.
  package var length: CGFloat { (x * x + y * y).squareRoot() }

  /// The distance to `other`.
  package func distance(to other: CGPoint) -> CGFloat { (self - other).length }

  /// The unit vector in this direction, or zero for the zero vector.
  var normalized: CGPoint {
    let length = self.length
    return length > 0 ? CGPoint(x: x / length, y: y / length) : .zero
  }

  /// The z component of the cross product of two vectors in the plane.
  package func cross(_ other: CGPoint) -> CGFloat { x * other.y - y * other.x }

  /// The dot product.
  package func dot(_ other: CGPoint) -> CGFloat { x * other.x + y * other.y }

  /// The unit vector at `angle` radians, measured clockwise from +x on a y-down screen.
  package init(unitAt angle: CGFloat) { self.init(x: cos(angle), y: sin(angle)) }

  /// This point mirrored across the vertical line at `axisX`.
  package func mirrored(aroundX axisX: CGFloat) -> CGPoint { CGPoint(x: 2 * axisX - x, y: y) }

  /// Whether both coordinates are finite numbers.
  package var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGFloat {
  /// The value `fraction` of the way from `self` to `other`; exactly `self` at 0 and `other` at 1.
  package func interpolated(to other: CGFloat, fraction: CGFloat) -> CGFloat {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    return self + (other - self) * fraction
  }

  /// `self` as a fraction to interpolate by: NaN and infinities count as 0, and finite values are
  /// cut to ±1,000,000 — far past any spring's overshoot, and small enough that a fraction of the
  /// distance between two layouts' lengths (at most a million points each) stays finite.
  package var sanitizedFraction: CGFloat {
    isFinite ? clamped(to: -1_000_000...1_000_000) : 0
  }

  /// `self` limited to `range`.
  package func clamped(to range: ClosedRange<CGFloat>) -> CGFloat {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }

  /// `self` limited to `lower...upper` for bounds computed at run time: where rounding leaves
  /// `lower` above `upper`, the middle of the two (no range is formed, so nothing can trap).
  package func clamped(from lower: CGFloat, through upper: CGFloat) -> CGFloat {
    guard lower <= upper else { return (lower + upper) / 2 }
    return Swift.min(Swift.max(self, lower), upper)
  }
}

extension CGPoint {
  /// The point `fraction` of the way to `other`.
  package func interpolated(to other: CGPoint, fraction: CGFloat) -> CGPoint {
    CGPoint(
      x: x.interpolated(to: other.x, fraction: fraction),
      y: y.interpolated(to: other.y, fraction: fraction))
  }
}

extension CGRect {
  /// The rectangle `fraction` of the way to `other`, edge by edge.
  package func interpolated(to other: CGRect, fraction: CGFloat) -> CGRect {
    CGRect(
      x: origin.x.interpolated(to: other.origin.x, fraction: fraction),
      y: origin.y.interpolated(to: other.origin.y, fraction: fraction),
      width: size.width.interpolated(to: other.size.width, fraction: fraction),
      height: size.height.interpolated(to: other.size.height, fraction: fraction))
  }

  /// This rectangle mirrored across the vertical line at `axisX`.
  package func mirrored(aroundX axisX: CGFloat) -> CGRect {
    CGRect(x: 2 * axisX - origin.x - size.width, y: origin.y, width: size.width, height: size.height)
  }

  /// This rectangle with a negative width or height (a spring overshooting a shrink to nothing)
  /// made 0, about the same centre.
  var nonNegativeSize: CGRect {
    guard size.width < 0 || size.height < 0 else { return self }
    let width = max(0, size.width)
    let height = max(0, size.height)
    return CGRect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
  }

  /// Whether every edge is a finite number.
  package var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}
