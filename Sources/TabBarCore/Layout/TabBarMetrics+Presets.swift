import Foundation

extension TabBarMetrics {
  /// The curved design: an 80 pt edge bar with a round notch (80 pt wide, 40 pt deep) that
  /// cradles a 60 pt action button 5 pt clear of the outline, so the button rises 25 pt above
  /// the bar; a dot under the selected item.
  public static let curved = TabBarMetrics(
    placement: .edge,
    barHeight: 80,
    cornerRadius: 0,
    indicator: .dot(diameter: 5, gap: 4),
    actionButton: ActionButtonMetrics(
      diameter: 60, clearance: 5, notch: NotchMetrics(width: 80, depth: 40, shoulderRadius: 12))
  )

  /// The floating design: a 72 pt capsule (corner radius 36) floating 16 pt from the sides,
  /// with the label shown only on the selected item, which sits on a pill.
  public static let floating = TabBarMetrics(
    placement: .floating(horizontalMargin: 16, bottomMargin: 16),
    barHeight: 72,
    cornerRadius: 36,
    horizontalPadding: 12,
    labelFontSize: 11,
    labelVisibility: .selected,
    indicator: .pill(padding: 6)
  )

  /// The indicator design: a 56 pt edge bar with a 70 × 2 pt line on the selected item's top
  /// edge, as LinkedIn's bar has.
  public static let indicator = TabBarMetrics(
    placement: .edge,
    barHeight: 56,
    indicator: .line(width: 70, thickness: 2, edge: .top)
  )

  /// The material design: a translucent floating bar with continuous corners of radius 25;
  /// the selected icon grows by 1.2.
  public static let material = TabBarMetrics(
    placement: .floating(horizontalMargin: 16, bottomMargin: 16),
    barHeight: 64,
    cornerRadius: 25,
    cornerStyle: .continuous,
    selectedIconScale: 1.2
  )
}
