import Foundation

/// Where one tab's parts go, in the container's coordinates.
public struct ItemLayout: Sendable, Equatable {
  /// The item's index in ``TabItems/all`` (its title, symbol and badge are there).
  public var itemIndex: Int
  /// The item's id.
  public var id: String
  /// The area that selects this tab: its column of the bar's row of items. At least 44 × 44 pt
  /// unless ``TabBarLayout/meetsMinimumHitSize`` says the width did not allow it.
  public var hitFrame: CGRect
  /// The icon's frame before ``iconScale`` (scale about its centre).
  public var iconFrame: CGRect
  /// The label's frame (where it is, or would be, when shown); text wider than it truncates.
  public var labelFrame: CGRect
  /// Whether the label is shown.
  public var showsLabel: Bool
  /// The label's opacity: 1 when shown, 0 when not, between while animating.
  public var labelOpacity: CGFloat
  /// The icon's scale about its centre.
  public var iconScale: CGFloat
  /// Whether this is the selected tab.
  public var isSelected: Bool
  /// Where a badge's oval is centred: the icon's top trailing corner.
  public var badgeCenter: CGPoint

  /// Creates an item's layout.
  public init(
    itemIndex: Int, id: String, hitFrame: CGRect, iconFrame: CGRect, labelFrame: CGRect,
    showsLabel: Bool, labelOpacity: CGFloat, iconScale: CGFloat, isSelected: Bool, badgeCenter: CGPoint
  ) {
    self.itemIndex = itemIndex
    self.id = id
    self.hitFrame = hitFrame
    self.iconFrame = iconFrame
    self.labelFrame = labelFrame
    self.showsLabel = showsLabel
    self.labelOpacity = labelOpacity
    self.iconScale = iconScale
    self.isSelected = isSelected
    self.badgeCenter = badgeCenter
  }
}

extension ItemLayout {
  /// How far into the icon, as a fraction of its side, a badge's centre sits from the icon's
  /// top trailing corner.
  package static let badgeInsetFraction: CGFloat = 0.1
  /// The most a label (and a pill indicator) is inset from each side of its column.
  package static let maximumLabelInset: CGFloat = 4

  /// How far a label is inset from each side of a column `width` wide: 4 pt, or a quarter of a
  /// narrow column.
  package static func labelInset(inColumnOfWidth width: CGFloat) -> CGFloat {
    min(maximumLabelInset, width / 4)
  }
}
