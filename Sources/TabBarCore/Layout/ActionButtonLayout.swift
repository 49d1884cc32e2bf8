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
  /// Whether the layout was mirrored for a right-to-left bar (the badge goes to the left).
  package var isMirrored = false

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

  /// Where a raised prominent tab's badge is centred: on the circle's upper trailing edge (at
  /// 45°), as a row item's badge sits on its icon's corner. Mirrored with the layout.
  public var badgeCenter: CGPoint {
    let offset = diameter / 2 * Self.badgeEdgeFraction
    let trailing = isMirrored ? -offset : offset
    return CGPoint(x: center.x + trailing, y: center.y - offset)
  }

  /// cos 45°: the badge's place on the circle's edge, as a fraction of the radius.
  package static let badgeEdgeFraction: CGFloat = 0.7071

  /// The bounds of the drawn circle.
  public var frame: CGRect {
    CGRect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)
  }
}
