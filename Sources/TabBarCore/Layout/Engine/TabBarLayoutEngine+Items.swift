import Foundation

extension TabBarLayoutEngine {
  /// The fifth stage of a layout: each tab's hit area, icon, label and badge, written into
  /// `layouts` (its storage reused); returns the selection indicator.
  static func layOutItems(
    _ items: TabItems, selectedIndex: Int?, metrics: TabBarMetrics, sizes: LayoutSizes,
    band: LayoutBand, columns: LayoutColumns, notch: LayoutNotch, into layouts: inout [ItemLayout]
  ) -> IndicatorLayout? {
    layouts.removeAll(keepingCapacity: true)
    var indicator: IndicatorLayout?
    let row = band.band
    let iconSize = sizes.iconSize
    for (position, itemIndex) in items.tabIndices.enumerated() {
      let isSelected = itemIndex == selectedIndex
      let columnMinX = columns.columnMinX(at: position)
      let hitFrame = CGRect(x: columnMinX, y: row.minY, width: columns.columnWidth, height: row.height)
      let showsLabel = metrics.labelVisibility.showsLabel(isSelected: isSelected)
      let midY = band.contentMidY
      let shownStackTop = midY - (sizes.stackHeight + sizes.dotReserve) / 2
      var iconMinY =
        showsLabel || !sizes.labelsShow ? shownStackTop : midY - (iconSize + sizes.dotReserve) / 2
      var iconMidX = hitFrame.midX
      if isSelected, let geometry = notch.notch, let bubbleDepth = notch.bubbleDepth {
        // Raised into the notch, in the middle of its bubble.
        iconMinY = geometry.top + bubbleDepth - iconSize / 2
        iconMidX = geometry.centerX
      }
      let iconFrame = CGRect(x: iconMidX - iconSize / 2, y: iconMinY, width: iconSize, height: iconSize)
      let labelInset = ItemLayout.labelInset(inColumnOfWidth: columns.columnWidth)
      let labelFrame = CGRect(
        x: columnMinX + labelInset, y: shownStackTop + iconSize + sizes.spacing,
        width: columns.columnWidth - 2 * labelInset, height: sizes.lineHeight)
      let badgeInset = iconSize * ItemLayout.badgeInsetFraction
      let badgeCenter = CGPoint(x: iconFrame.maxX - badgeInset, y: iconFrame.minY + badgeInset)
      if isSelected {
        indicator = indicatorLayout(
          metrics: metrics, band: row, column: hitFrame, icon: iconFrame,
          label: showsLabel ? labelFrame : nil, notch: notch.followsSelection ? notch.notch : nil,
          bubble: (notch.bubbleDiameter, notch.bubbleDepth ?? 0))
      }
      layouts.append(
        ItemLayout(
          itemIndex: itemIndex, id: items.all[itemIndex].id, hitFrame: hitFrame, iconFrame: iconFrame,
          labelFrame: labelFrame, showsLabel: showsLabel, labelOpacity: showsLabel ? 1 : 0,
          iconScale: isSelected ? metrics.selectedIconScale : 1, isSelected: isSelected,
          badgeCenter: badgeCenter))
    }
    return indicator
  }
}
