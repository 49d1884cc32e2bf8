import Foundation

/// The fourth stage of a layout: the notch, at the action's slot or under the selected tab, and
/// how deep the selected tab's bubble rests in a notch that follows the selection.
struct LayoutNotch {
  /// Whether the notch holds the action button.
  let holdsAction: Bool
  /// Whether the notch follows the selected tab.
  let followsSelection: Bool
  /// The notch as drawn, if one fits.
  let notch: NotchGeometry?
  /// The diameter of the bubble that holds the selected icon in a notch that follows the
  /// selection.
  let bubbleDiameter: CGFloat
  /// How far below the top edge the bubble's centre rests (only with a notch that follows the
  /// selection).
  let bubbleDepth: CGFloat?

  /// Places `metrics`' notch on `outline`: at the action's slot, or centred on the selected
  /// tab's column (or at `requestedCenterX`, left to right, while gliding). `memo` keeps the
  /// resting depth between frames.
  init(
    items: TabItems, metrics: TabBarMetrics, columns: LayoutColumns, selectedIndex: Int?,
    requestedCenterX: CGFloat?, outline: inout BarOutline, memo: inout RestingDepthMemo
  ) {
    let notchMetrics = metrics.actionButton.notch
    holdsAction = notchMetrics?.anchor == .actionButton && items.raisedIndex != nil
    followsSelection = notchMetrics?.anchor == .selection && selectedIndex != nil
    if holdsAction {
      outline.notch = notchMetrics
      outline.notchCenterX = columns.slotCenterX
    } else if followsSelection, var notchMetrics, let selectedIndex,
      let position = items.rowTabIndices.firstIndex(of: selectedIndex)
    {
      // A notch that follows the selection fits in one column, so its bubble covers no other tab.
      let footprint = 2 * NotchGeometry.halfFootprint(of: notchMetrics)
      if footprint > columns.columnWidth, footprint > 0 {
        let shrink = columns.columnWidth / footprint
        notchMetrics.width *= shrink
        notchMetrics.depth *= shrink
        notchMetrics.shoulderRadius *= shrink
      }
      outline.notch = notchMetrics
      outline.notchCenterX =
        requestedCenterX ?? (columns.columnMinX(at: position) + columns.columnWidth / 2)
    }
    notch = outline.resolvedNotch
    let clearance = metrics.actionButton.clearance
    bubbleDiameter = min(metrics.actionButton.diameter, max(0, columns.columnWidth - 2 * clearance))
    if followsSelection, let notch {
      bubbleDepth = memo.restingDepth(
        in: notch, radius: bubbleDiameter / 2, clearance: clearance, slot: .selectionBubble)
    } else {
      bubbleDepth = nil
    }
  }
}
