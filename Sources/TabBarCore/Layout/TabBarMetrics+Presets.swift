import Foundation

extension TabBarMetrics {
  /// The curved design: an 80 pt edge bar whose 22 pt icons (no labels) sit in a 50 pt row
  /// (15 pt above and below), 25 pt from the sides; a notch of two cubic Bézier halves, 80 pt
  /// wide and 40 pt deep, holds a 60 pt action button whose centre is 15 pt below the bar's
  /// top, so it rises 15 pt; a 5 pt dot 4 pt under the selected icon. On a device without a
  /// home indicator the row sits 15 pt above the bottom.
  public static let curved = TabBarMetrics(
    placement: .edge,
    barHeight: 80,
    cornerRadius: 0,
    horizontalPadding: 25,
    topPadding: 15,
    bottomPadding: 15,
    minimumBottomGap: 15,
    iconSize: 22,
    labelVisibility: .never,
    indicator: .dot(diameter: 5, gap: 4),
    actionButton: ActionButtonMetrics(
      diameter: 60, clearance: 5,
      notch: NotchMetrics(width: 80, depth: 40, shoulderRadius: 0, shape: .bezierValley),
      centerDepth: 15)
  )

  /// The widest the floating presets' bars grow (``maximumFloatingWidth``): about a phone's
  /// width in landscape, so on an iPad the capsule stays a capsule rather than a 1,000 pt strip.
  public static let floatingBarMaximumWidth: CGFloat = 640

  /// The floating design: a 72 pt capsule (corner radius 36) 16 pt from the sides, 16 pt of
  /// padding inside, 22 pt icons and an 11 pt label on the selected item only.
  public static let floating = TabBarMetrics(
    placement: .floating(horizontalMargin: 16, bottomMargin: 16),
    maximumFloatingWidth: floatingBarMaximumWidth,
    barHeight: 72,
    cornerRadius: 36,
    horizontalPadding: 16,
    iconSize: 22,
    labelFontSize: 11,
    labelVisibility: .selected
  )

  /// The indicator design (as LinkedIn's bar): a 70 pt row 26 pt from the sides, pulled 14 pt
  /// into the bottom safe area; in each item, top to bottom, a 70 × 2 pt line 1 pt from the top
  /// (over the selected item), 10 pt, a 20 pt icon, 10 pt, a 14 pt label.
  public static let indicator = TabBarMetrics(
    placement: .edge,
    barHeight: 70,
    horizontalPadding: 26,
    topPadding: indicatorStackTop,
    bottomPadding: 70 - indicatorStackTop - (20 + 10 + 14 * labelLineHeightMultiple),
    safeAreaLift: -14,
    iconSize: 20,
    labelFontSize: 14,
    iconLabelSpacing: 10,
    indicator: .line(width: 70, thickness: 2, edge: .top),
    lineIndicatorInset: 1
  )

  /// Where the indicator design's icon starts below the row's top: the 1 pt inset, the 2 pt
  /// line and a 10 pt gap.
  private static let indicatorStackTop: CGFloat = 1 + 2 + 10

  /// The material design on iPhone: a translucent bar with continuous corners of radius 25,
  /// 16 pt from the sides and 10 pt above the bottom safe area; items share its whole width;
  /// 24 pt icons (the selected one 1.2 times larger) over 11 pt (`.caption2`) labels, 10 pt of
  /// padding above and 15 pt below. Other platforms differ:
  /// ``TabBarStylePreset/metrics(on:)`` of ``TabBarStylePreset/material`` gives each its own.
  public static let material = material(on: .iPhone)

  /// The material design as it is on `platform`: 15 pt of padding under the items on iPhone and
  /// iPad, 10 pt elsewhere; on Apple Watch 18 pt icons and no labels. Ask
  /// ``TabBarStylePreset/metrics(on:)`` of ``TabBarStylePreset/material`` for it.
  static func material(on platform: TabBarPlatform) -> TabBarMetrics {
    let isWatch = platform == .watch
    let isTouch = platform == .iPhone || platform == .iPad
    return TabBarMetrics(
      placement: .floating(horizontalMargin: 16, bottomMargin: 10),
      maximumFloatingWidth: floatingBarMaximumWidth,
      barHeight: 0,
      cornerRadius: 25,
      cornerStyle: .continuous,
      horizontalPadding: 0,
      topPadding: 10,
      bottomPadding: isTouch ? 15 : 10,
      safeAreaLift: 10,
      iconSize: isWatch ? 18 : 24,
      labelFontSize: 11,
      labelVisibility: isWatch ? .never : .always,
      selectedIconScale: 1.2
    )
  }
}
