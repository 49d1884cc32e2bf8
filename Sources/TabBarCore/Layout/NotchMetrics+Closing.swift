import Foundation

extension NotchMetrics {
  /// The notch closed to nothing: no width, depth or shoulder, the same shape and anchor. An
  /// outline draws no notch for it (see ``BarOutline/resolvedNotchCenterX``).
  package var closed: NotchMetrics {
    NotchMetrics(width: 0, depth: 0, shoulderRadius: 0, shape: shape, anchor: anchor)
  }
}
