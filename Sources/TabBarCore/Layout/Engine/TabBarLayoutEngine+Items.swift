import Foundation

extension TabBarLayoutEngine {
  /// The fifth stage of a layout: each tab's hit area, icon, label and badge, written into
  /// `layouts` (its storage reused); returns the selection indicator.
  ///
  /// With as many tabs as the storage already holds (every frame of an animation), each item is
  /// overwritten in place, and an id equal to the one already there is kept.
  static func layOutItems(
    _ items: TabItems, selectedIndex: Int?, metrics: TabBarMetrics, sizes: LayoutSizes,
    band: LayoutBand, columns: LayoutColumns, notch: LayoutNotch, into layouts: inout [ItemLayout]
  ) -> IndicatorLayout? {
    adoptIDs(of: items, into: &layouts)
    var indicator: IndicatorLayout?
    let row = band.band
    let iconSize = sizes.iconSize
    // What every column shares.
    let midY = band.contentMidY
    let shownStackTop = midY - (sizes.stackHeight + sizes.dotReserve) / 2
    let labelInset = ItemLayout.labelInset(inColumnOfWidth: columns.columnWidth)
    let badgeInset = iconSize * ItemLayout.badgeInsetFraction
    // One uniqueness check for the whole row, not one per item.
    layouts.withUnsafeMutableBufferPointer { placed in
      for (position, itemIndex) in items.rowTabIndices.enumerated() {
        let isSelected = itemIndex == selectedIndex
        let columnMinX = columns.columnMinX(at: position)
        let hitFrame = CGRect(x: columnMinX, y: row.minY, width: columns.columnWidth, height: row.height)
        let showsLabel = metrics.labelVisibility.showsLabel(isSelected: isSelected)
        var iconMinY =
          showsLabel || !sizes.labelsShow ? shownStackTop : midY - (iconSize + sizes.dotReserve) / 2
        var iconMidX = hitFrame.midX
        if isSelected, let geometry = notch.notch, let bubbleDepth = notch.bubbleDepth {
          // Raised into the notch, in the middle of its bubble.
          iconMinY = geometry.top + bubbleDepth - iconSize / 2
          iconMidX = geometry.centerX
        }
        let iconFrame = CGRect(x: iconMidX - iconSize / 2, y: iconMinY, width: iconSize, height: iconSize)
        let labelFrame = CGRect(
          x: columnMinX + labelInset, y: shownStackTop + iconSize + sizes.spacing,
          width: columns.columnWidth - 2 * labelInset, height: sizes.lineHeight)
        if isSelected {
          indicator = indicatorLayout(
            metrics: metrics, band: row, column: hitFrame, icon: iconFrame,
            label: showsLabel ? labelFrame : nil, notch: notch.followsSelection ? notch.notch : nil,
            bubble: (notch.bubbleDiameter, notch.bubbleDepth ?? 0))
        }
        placed[position].place(
          itemIndex: itemIndex, hitFrame: hitFrame, iconFrame: iconFrame, labelFrame: labelFrame,
          showsLabel: showsLabel, iconScale: isSelected ? metrics.selectedIconScale : 1,
          isSelected: isSelected,
          badgeCenter: CGPoint(x: iconFrame.maxX - badgeInset, y: iconFrame.minY + badgeInset))
      }
    }
    return indicator
  }

  /// Makes `layouts` one item per tab of `items`, in order, each with its tab's id (an equal id
  /// already there is kept), reusing the storage.
  private static func adoptIDs(of items: TabItems, into layouts: inout [ItemLayout]) {
    if layouts.count != items.rowTabIndices.count { layouts.removeAll(keepingCapacity: true) }
    for (position, itemIndex) in items.rowTabIndices.enumerated() {
      if position == layouts.count {
        layouts.append(ItemLayout(id: items.all[itemIndex].id))
      } else if layouts[position].id != items.all[itemIndex].id {
        layouts[position].id = items.all[itemIndex].id
      }
    }
  }
}

extension ItemLayout {
  /// An item with `id` and nothing placed yet.
  fileprivate init(id: String) {
    self.init(
      itemIndex: 0, id: id, hitFrame: .zero, iconFrame: .zero, labelFrame: .zero, showsLabel: false,
      labelOpacity: 0, iconScale: 1, isSelected: false, badgeCenter: .zero)
  }

  /// Places the item (its id stays): its label's opacity is 1 where it shows, 0 where not.
  fileprivate mutating func place(
    itemIndex: Int, hitFrame: CGRect, iconFrame: CGRect, labelFrame: CGRect, showsLabel: Bool,
    iconScale: CGFloat, isSelected: Bool, badgeCenter: CGPoint
  ) {
    self.itemIndex = itemIndex
    self.hitFrame = hitFrame
    self.iconFrame = iconFrame
    self.labelFrame = labelFrame
    self.showsLabel = showsLabel
    self.labelOpacity = showsLabel ? 1 : 0
    self.iconScale = iconScale
    self.isSelected = isSelected
    self.badgeCenter = badgeCenter
  }
}
