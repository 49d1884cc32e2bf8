import Foundation

/// The third stage of a layout: the tabs' equal columns and the action's slot between them.
///
/// The action's slot is the notch's footprint when the notch holds the action, else the button
/// and its clearance; the tabs share the rest, split around the slot (the leading side takes
/// the extra one). When the width cannot give every column the minimum hit size, columns and
/// slot all shrink by one factor.
struct LayoutColumns {
  /// The width of one tab's column.
  let columnWidth: CGFloat
  /// The width of the action's slot (0 without an action).
  let slotWidth: CGFloat
  /// How many tabs come before the slot.
  let leadingCount: Int
  /// Where the slot's middle is (the row's middle when there are no tabs).
  let slotCenterX: CGFloat
  /// Whether every column is at least the minimum hit size wide.
  let meetsMinimumHitSize: Bool
  private let regionMinX: CGFloat
  private let hasAction: Bool

  /// The columns of `items` in `band` for `metrics`; `outline` is the bar's outline before its
  /// notch is placed, and `buttonDiameter` the action button's drawn diameter.
  init(
    items: TabItems, metrics: TabBarMetrics, band: LayoutBand, outline: BarOutline,
    buttonDiameter: CGFloat
  ) {
    let tabCount = items.rowTabIndices.count
    hasAction = items.raisedIndex != nil
    regionMinX = band.regionMinX
    var slotWidth =
      hasAction
      ? Self.slotWidth(metrics: metrics, band: band, outline: outline, buttonDiameter: buttonDiameter) : 0
    var columnWidth: CGFloat = 0
    var meetsMinimumHitSize = true
    if tabCount > 0 {
      let demand = slotWidth + CGFloat(tabCount) * metrics.minimumHitSize
      if band.regionWidth >= demand {
        columnWidth = (band.regionWidth - slotWidth) / CGFloat(tabCount)
      } else {
        let shrink = demand > 0 ? band.regionWidth / demand : 0
        slotWidth *= shrink
        columnWidth = metrics.minimumHitSize * shrink
        meetsMinimumHitSize = false
      }
    } else {
      slotWidth = min(slotWidth, band.regionWidth)
    }
    self.columnWidth = columnWidth
    self.slotWidth = slotWidth
    self.meetsMinimumHitSize = meetsMinimumHitSize
    leadingCount = TabItems.raisedSlotPosition(rowCount: tabCount)
    let slotMinX = band.regionMinX + CGFloat(leadingCount) * columnWidth
    slotCenterX = tabCount > 0 ? slotMinX + slotWidth / 2 : band.regionMidX
  }

  /// The action's slot before any shrinking: the notch's footprint when the notch holds the
  /// action, and never narrower than the button (or the minimum hit size) with its clearance.
  private static func slotWidth(
    metrics: TabBarMetrics, band: LayoutBand, outline: BarOutline, buttonDiameter: CGFloat
  ) -> CGFloat {
    let buttonSlot = max(buttonDiameter, metrics.minimumHitSize) + 2 * metrics.actionButton.clearance
    guard let notchMetrics = metrics.actionButton.notch, notchMetrics.anchor == .actionButton else {
      return buttonSlot
    }
    var probe = outline
    probe.notch = notchMetrics
    probe.notchCenterX = band.regionMidX
    let footprint = probe.resolvedNotch.map { 2 * $0.halfFootprint } ?? 0
    return max(footprint, buttonSlot)
  }

  /// Where the column of the tab at `position` (among the tabs) starts: tabs after the leading
  /// ones sit beyond the action's slot.
  func columnMinX(at position: Int) -> CGFloat {
    regionMinX + CGFloat(position) * columnWidth
      + (position >= leadingCount && hasAction ? slotWidth : 0)
  }
}
