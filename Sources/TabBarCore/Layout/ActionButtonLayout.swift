import Foundation

/// Where the floating action button goes, in the container's coordinates: the item raised into
/// the bar's middle slot, the action or a prominent tab (``isTab``).
public struct ActionButtonLayout: Sendable, Equatable {
  /// The action item's index in ``TabItems/all``.
  public var itemIndex: Int
  /// The action item's id.
  public var id: String
  /// The centre of the button's circle.
  public var center: CGPoint
  /// The diameter of the drawn circle.
  public var diameter: CGFloat
  /// The radius of the circle that hits the button: never under half the minimum hit size.
  public var hitRadius: CGFloat
  /// Whether the raised item is a prominent tab (selected by a tap) rather than the action.
  public var isTab: Bool

  /// Creates the button's layout.
  package init(
    itemIndex: Int, id: String, isTab: Bool = false, center: CGPoint, diameter: CGFloat, hitRadius: CGFloat
  ) {
    self.isTab = isTab
    self.itemIndex = itemIndex
    self.id = id
    self.center = center
    self.diameter = diameter
    self.hitRadius = hitRadius
  }

  /// The bounds of the drawn circle.
  public var frame: CGRect {
    CGRect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)
  }
}
