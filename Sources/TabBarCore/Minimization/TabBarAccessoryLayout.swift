import Foundation

/// Where a bottom accessory goes, in the container's coordinates: see
/// `TabBarLayout/accessoryLayout(_:inline:isBarHidden:)`.
package struct TabBarAccessoryLayout: Sendable, Equatable {
  /// The accessory's frame.
  package var frame: CGRect
  /// The radius of its corners: a capsule's.
  package var cornerRadius: CGFloat
  /// Whether it sits beside the compact bar rather than above the bar.
  package var isInline: Bool

  /// Creates an accessory's layout.
  ///
  /// - Parameters:
  ///   - frame: The accessory's frame.
  ///   - cornerRadius: The radius of its corners.
  ///   - isInline: Whether it sits beside the bar.
  package init(frame: CGRect, cornerRadius: CGFloat, isInline: Bool) {
    self.frame = frame
    self.cornerRadius = cornerRadius
    self.isInline = isInline
  }

  /// The accessory `fraction` of the way to `other` (a frame of the bar minimizing); yes-or-no
  /// values switch halfway. A NaN or infinite fraction counts as 0.
  package func interpolated(to other: TabBarAccessoryLayout, fraction: CGFloat) -> TabBarAccessoryLayout {
    let t = fraction.sanitizedFraction
    return TabBarAccessoryLayout(
      frame: frame.interpolated(to: other.frame, fraction: t),
      cornerRadius: max(0, cornerRadius.interpolated(to: other.cornerRadius, fraction: t)),
      isInline: t < 0.5 ? isInline : other.isInline)
  }
}
