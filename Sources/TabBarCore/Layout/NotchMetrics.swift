import Foundation

/// The notch cut into a bar's top edge: a valley that cradles a raised round button.
///
/// The valley is ``width`` wide where it meets the top edge and ``depth`` deep; its ``shape``
/// chooses the curve. Shoulders of ``shoulderRadius`` round the joins with the top edge, so the
/// outline is smooth (tangent-continuous) everywhere.
///
/// ```swift
/// NotchMetrics(width: 80, depth: 40)                          // a round cradle
/// NotchMetrics(width: 120, depth: 36, shape: .bezierValley)    // a soft S-curve valley
/// ```
public struct NotchMetrics: Sendable, Hashable {
  /// The valley's width at the top edge, not counting its shoulders.
  public var width: CGFloat
  /// How far the valley reaches below the top edge.
  public var depth: CGFloat
  /// The radius of the rounding where the valley meets the top edge (``Shape/cradle`` only).
  public var shoulderRadius: CGFloat
  /// The valley's curve.
  public var shape: Shape
  /// What the notch follows along the bar.
  public var anchor: Anchor

  /// Creates a notch.
  public init(
    width: CGFloat, depth: CGFloat, shoulderRadius: CGFloat = 12, shape: Shape = .cradle,
    anchor: Anchor = .actionButton
  ) {
    self.width = width
    self.depth = depth
    self.shoulderRadius = shoulderRadius
    self.shape = shape
    self.anchor = anchor
  }

  /// This notch with its lengths made usable: NaN, infinite and negative ones count as 0, and
  /// each is cut to ``TabBarMetrics/maximumLength``. ``TabBarMetrics/sanitized()`` applies it
  /// to the action button's notch, and a notch fitted to an outline (whose metrics an app may
  /// set as it likes) is fitted from it.
  func sanitized() -> NotchMetrics {
    let most = TabBarMetrics.maximumLength
    var copy = self
    copy.width = width.finiteLength(atMost: most)
    copy.depth = depth.finiteLength(atMost: most)
    copy.shoulderRadius = shoulderRadius.finiteLength(atMost: most)
    return copy
  }

  /// The curve of a notch's valley.
  public enum Shape: String, Sendable, Hashable, CaseIterable {
    /// A circular arc through both ends of the opening and the bottom, with rounded shoulders:
    /// it hugs a round button at an even distance.
    case cradle
    /// Two cubic Bézier curves that leave the top edge and reach the bottom horizontally: the
    /// classic soft valley. Smooth by construction, it has no separate shoulders.
    case bezierValley
  }

  /// What a notch follows along the bar.
  public enum Anchor: String, Sendable, Hashable, CaseIterable {
    /// The notch sits at the action button's slot (and the bar has none without an action).
    case actionButton
    /// The notch sits under the selected tab and glides to it when the selection changes;
    /// the selected tab's icon is raised into it.
    case selection
  }
}
