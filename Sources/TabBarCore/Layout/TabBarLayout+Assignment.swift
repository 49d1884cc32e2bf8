import Foundation

extension TabBarLayout {
  /// Makes this layout equal to `source`, keeping its own memo and item storage: when both show
  /// the same tabs (the frames of one animation) each item is overwritten field by field, so no
  /// id is copied, retained or released; otherwise the items are replaced. Once the storage has
  /// grown, a frame allocates nothing.
  ///
  /// Every stored property but the memo is written here: a new one must be added too (the
  /// interpolation tests compare the result with a whole copy of `source`).
  package mutating func assign(_ source: TabBarLayout) {
    containerSize = source.containerSize
    layoutDirection = source.layoutDirection
    barFrame = source.barFrame
    contentBand = source.contentBand
    contentInset = source.contentInset
    outline = source.outline
    if showsSameTabs(as: source) {
      // Field by field, read in place: passing whole items would copy (and retain) their ids.
      for index in items.indices {
        items[index].itemIndex = source.items[index].itemIndex
        items[index].hitFrame = source.items[index].hitFrame
        items[index].iconFrame = source.items[index].iconFrame
        items[index].labelFrame = source.items[index].labelFrame
        items[index].showsLabel = source.items[index].showsLabel
        items[index].labelOpacity = source.items[index].labelOpacity
        items[index].iconScale = source.items[index].iconScale
        items[index].isSelected = source.items[index].isSelected
        items[index].badgeCenter = source.items[index].badgeCenter
      }
    } else {
      items.removeAll(keepingCapacity: true)
      items.append(contentsOf: source.items)
    }
    actionButton = source.actionButton
    indicator = source.indicator
    selectedIndex = source.selectedIndex
    iconSize = source.iconSize
    labelFontSize = source.labelFontSize
    usesLargeContentViewer = source.usesLargeContentViewer
    meetsMinimumHitSize = source.meetsMinimumHitSize
    minimumHitSize = source.minimumHitSize
  }

  /// Whether `other` lays out the same tabs, in the same order.
  package func showsSameTabs(as other: TabBarLayout) -> Bool {
    guard items.count == other.items.count else { return false }
    for index in items.indices where items[index].id != other.items[index].id { return false }
    return true
  }
}
