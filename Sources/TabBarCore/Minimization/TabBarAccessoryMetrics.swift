import Foundation

/// The size of a bottom accessory: an app's view (a mini player, a status line) that sits above
/// the bar, and inline beside it when a floating bar is minimized, like SwiftUI's
/// `tabViewBottomAccessory`.
///
/// ```swift
/// let accessory = TabBarAccessoryMetrics(height: 52)
/// let frame = layout.accessoryLayout(accessory, inline: minimization.accessoryIsInline)?.frame
/// ```
public struct TabBarAccessoryMetrics: Sendable, Hashable {
  /// The accessory's height above the bar (inline, it takes the compact bar's height).
  public var height: CGFloat
  /// The gap between the accessory and the bar (above it, or beside it inline).
  public var spacing: CGFloat
  /// The inset from the container's sides above an edge bar (above a floating bar it matches
  /// the capsule's width).
  public var horizontalMargin: CGFloat

  /// Creates the metrics: a 48 pt accessory, 8 pt from the bar and 16 pt from the sides, by
  /// default. Lengths that are negative or not finite count as 0.
  ///
  /// - Parameters:
  ///   - height: The accessory's height above the bar.
  ///   - spacing: The gap between the accessory and the bar.
  ///   - horizontalMargin: The inset from the container's sides above an edge bar.
  public init(height: CGFloat = 48, spacing: CGFloat = 8, horizontalMargin: CGFloat = 16) {
    self.height = height
    self.spacing = spacing
    self.horizontalMargin = horizontalMargin
  }

  /// These metrics with their lengths made usable: NaN, infinite and negative ones count as 0,
  /// and each is cut to ``TabBarLayoutEngine/maximumLength``. The accessory's layout applies it
  /// first (an app may set the lengths as it likes after creating the metrics).
  func sanitized() -> TabBarAccessoryMetrics {
    let most = TabBarLayoutEngine.maximumLength
    return TabBarAccessoryMetrics(
      height: height.finiteLength(atMost: most), spacing: spacing.finiteLength(atMost: most),
      horizontalMargin: horizontalMargin.finiteLength(atMost: most))
  }
}
