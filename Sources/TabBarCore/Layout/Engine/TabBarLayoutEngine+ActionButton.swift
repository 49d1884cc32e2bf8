import Foundation

extension TabBarLayoutEngine {
  /// The last stage of a layout: the action button, resting in the notch that holds it (clear
  /// of the outline), on the flat top edge when no notch fits, or in its slot in the row.
  static func actionButtonLayout(
    items: TabItems, metrics: TabBarMetrics, band: CGRect, columns: LayoutColumns,
    notch: LayoutNotch, buttonDiameter: CGFloat, memo: inout RestingDepthMemo
  ) -> ActionButtonLayout? {
    guard let raisedIndex = items.raisedIndex else { return nil }
    let radius = buttonDiameter / 2
    let clearance = metrics.actionButton.clearance
    let centerY: CGFloat
    if notch.holdsAction, let depth = metrics.actionButton.centerDepth, let geometry = notch.notch {
      // The design fixes where the button sits in its notch (scaled with a notch shrunk to fit).
      centerY = geometry.top + depth * geometry.scale
    } else if notch.holdsAction, let geometry = notch.notch {
      centerY =
        geometry.top
        + memo.restingDepth(in: geometry, radius: radius, clearance: clearance, slot: .actionButton)
    } else if notch.holdsAction {
      // No notch fits: the button rests on the flat top edge, still clear of it.
      centerY = band.minY - radius - clearance
    } else {
      centerY = band.midY
    }
    let centerX = notch.holdsAction ? (notch.notch?.centerX ?? columns.slotCenterX) : columns.slotCenterX
    return ActionButtonLayout(
      itemIndex: raisedIndex, id: items.all[raisedIndex].id, isTab: raisedIndex != items.actionIndex,
      center: CGPoint(x: centerX, y: centerY), diameter: buttonDiameter,
      hitRadius: max(radius, metrics.minimumHitSize / 2))
  }
}
