import Foundation

extension NotchMetrics {
  /// The notch closed to nothing: no width, depth or shoulder, the same shape and anchor. An
  /// outline draws no notch for it (see ``BarOutline/resolvedNotchCenterX``).
  package var closed: NotchMetrics {
    NotchMetrics(width: 0, depth: 0, shoulderRadius: 0, shape: shape, anchor: anchor)
  }

  /// The notch `fraction` of the way to `other`: width, depth and shoulder linearly (never below
  /// 0), the shape and anchor of the nearer end.
  package func interpolated(to other: NotchMetrics, fraction: CGFloat) -> NotchMetrics {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    var result = fraction < 0.5 ? self : other
    result.width = max(0, width.interpolated(to: other.width, fraction: fraction))
    result.depth = max(0, depth.interpolated(to: other.depth, fraction: fraction))
    result.shoulderRadius = max(0, shoulderRadius.interpolated(to: other.shoulderRadius, fraction: fraction))
    return result
  }
}
