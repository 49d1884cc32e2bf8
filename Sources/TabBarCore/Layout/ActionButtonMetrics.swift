import Foundation

/// The floating action button's size, and the notch in the bar that cradles it.
///
/// With a ``notch``, the button sits raised in a valley cut into the bar's top edge, kept
/// ``clearance`` points from the outline everywhere (or where ``centerDepth`` fixes it); without
/// one it sits in its own slot in the row of items, like a larger item.
///
/// ```swift
/// // A 60 pt button cradled in a round 80 × 40 pt notch, 5 pt clear of it: it rises 25 pt.
/// let cradled = ActionButtonMetrics(diameter: 60, clearance: 5, notch: NotchMetrics(width: 80, depth: 40))
/// // The curved design: a Bézier notch, the button's centre 15 pt below the top edge.
/// let curved = ActionButtonMetrics(
///   diameter: 60, notch: NotchMetrics(width: 80, depth: 40, shape: .bezierValley), centerDepth: 15)
/// ```
public struct ActionButtonMetrics: Sendable, Hashable {
  /// The button's diameter. Its hit area is never smaller than the bar's minimum hit size.
  public var diameter: CGFloat
  /// The gap kept between the button's circle and the bar's outline.
  public var clearance: CGFloat
  /// The notch that cradles the button; `nil` puts the button in the row of items.
  public var notch: NotchMetrics?
  /// Where a notched button's centre sits, in points below the bar's top edge (negative:
  /// above). `nil` rests it as deep in the notch as ``clearance`` allows. The curved design
  /// puts it 15 pt down, so the 60 pt button rises 15 pt above the bar.
  public var centerDepth: CGFloat?

  /// Creates the action button's metrics: a 56 pt button with 6 pt clearance and no notch by
  /// default.
  public init(
    diameter: CGFloat = 56, clearance: CGFloat = 6, notch: NotchMetrics? = nil, centerDepth: CGFloat? = nil
  ) {
    self.diameter = diameter
    self.clearance = clearance
    self.notch = notch
    self.centerDepth = centerDepth
  }
}
