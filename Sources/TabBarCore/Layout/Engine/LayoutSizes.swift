import Foundation

/// The first stage of a layout: the sizes of an item's content after Dynamic Type, and the
/// height of the bar that holds them.
struct LayoutSizes {
  /// The Dynamic Type factor asked for (the engine makes NaN and infinity 1), before clamping.
  let askedFactor: CGFloat
  /// The side of an icon.
  let iconSize: CGFloat
  /// The point size of a label.
  let labelFontSize: CGFloat
  /// The gap between an icon and its label.
  let spacing: CGFloat
  /// The height of a label's line.
  let lineHeight: CGFloat
  /// Whether any item ever shows its label.
  let labelsShow: Bool
  /// The height of an icon with its label (when labels ever show).
  let stackHeight: CGFloat
  /// The room a dot indicator takes under the content.
  let dotReserve: CGFloat
  /// The height of the row of items.
  let barHeight: CGFloat

  /// The sizes for `metrics` at the Dynamic Type factor `asked`, both already sanitized (the
  /// factor finite).
  init(metrics: TabBarMetrics, dynamicTypeFactor asked: CGFloat) {
    askedFactor = asked
    let factor = askedFactor.clamped(
      from: metrics.minimumDynamicTypeFactor, through: metrics.maximumDynamicTypeFactor)
    iconSize = metrics.iconSize * factor
    labelFontSize = metrics.labelFontSize * factor
    spacing = metrics.iconLabelSpacing * factor
    lineHeight = labelFontSize * TabBarMetrics.labelLineHeightMultiple
    labelsShow = metrics.labelVisibility != .never
    stackHeight = iconSize + (labelsShow ? spacing + lineHeight : 0)
    if case .dot(let diameter, let gap) = metrics.selectionMarker {
      dotReserve = diameter + gap
    } else {
      dotReserve = 0
    }
    // Room for the selected icon's growth about its centre, so it stays inside the padding.
    let growth = iconSize * (max(1, metrics.selectedIconScale) - 1)
    barHeight = max(
      metrics.barHeight, metrics.minimumHitSize,
      stackHeight + growth + dotReserve + metrics.topPadding + metrics.bottomPadding)
  }
}
