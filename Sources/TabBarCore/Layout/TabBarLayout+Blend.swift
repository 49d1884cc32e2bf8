import Foundation

extension TabBarLayout {
  /// Writes the blend of three layouts of the same tabs into `result`, reusing its storage: the
  /// one piece of code behind assigning, interpolating and combining layouts, which differ only
  /// in their `weights`. Once `result`'s item storage has grown, a blend allocates nothing.
  ///
  /// Every stored property but the memo is written here, once: the first layout's yes-or-no
  /// values (selection, shown labels, whether there is an action button), and each length,
  /// centre, scale and opacity weighed. An indicator or a notch only some of the three have
  /// counts as shrunk to nothing at its place in the others, so it grows or shrinks in place
  /// instead of popping in or out. Items are written field by field, read in place: copying whole
  /// items would copy (and retain) their ids, which the frames of an animation never change.
  ///
  /// - Precondition: The three show the same tabs (``showsSameTabs(as:)``); for two or one
  ///   layout, pass the last again.
  static func blend<Weighing: LayoutBlendWeights>(
    _ first: TabBarLayout, _ second: TabBarLayout, _ third: TabBarLayout, weights: Weighing,
    into result: inout TabBarLayout
  ) {
    result.adoptTabs(of: first)
    result.containerSize = CGSize(
      width: weights.undrawn(
        first.containerSize.width, second.containerSize.width, third.containerSize.width),
      height: weights.undrawn(
        first.containerSize.height, second.containerSize.height, third.containerSize.height))
    result.layoutDirection = first.layoutDirection
    result.barFrame = weights.mix(first.barFrame, second.barFrame, third.barFrame)
    result.contentBand = weights.mix(first.contentBand, second.contentBand, third.contentBand)
    result.contentInset = weights.barSize(first.contentInset, second.contentInset, third.contentInset)
    result.outline =
      weights.copiesFirst
      ? first.outline : BarOutline.blended(first.outline, second.outline, third.outline, weights: weights)
    blendItems(first.items, second.items, third.items, weights: weights, into: &result.items)
    result.actionButton = first.actionButton
    if let a = first.actionButton, let b = second.actionButton, let c = third.actionButton {
      result.actionButton?.center = weights.mix(a.center, b.center, c.center)
      result.actionButton?.diameter = weights.nonNegative(a.diameter, b.diameter, c.diameter)
      result.actionButton?.hitRadius = weights.nonNegative(a.hitRadius, b.hitRadius, c.hitRadius)
    }
    result.indicator =
      weights.copiesFirst
      ? first.indicator
      : IndicatorLayout.blended(first.indicator, second.indicator, third.indicator, weights: weights)
    result.selectedIndex = first.selectedIndex
    result.iconSize = weights.barSize(first.iconSize, second.iconSize, third.iconSize)
    result.labelFontSize = weights.barSize(first.labelFontSize, second.labelFontSize, third.labelFontSize)
    result.usesLargeContentViewer = first.usesLargeContentViewer
    result.meetsMinimumHitSize = first.meetsMinimumHitSize
    result.minimumHitSize = first.minimumHitSize
  }

  /// Whether `other` lays out the same tabs, in the same order.
  package func showsSameTabs(as other: TabBarLayout) -> Bool {
    guard items.count == other.items.count else { return false }
    for index in items.indices where items[index].id != other.items[index].id { return false }
    return true
  }

  /// Makes the item storage hold `source`'s tabs: left as it is when it already does (the frames
  /// of one animation), so no id is copied; otherwise replaced by `source`'s items, reusing the
  /// storage's capacity.
  private mutating func adoptTabs(of source: TabBarLayout) {
    guard !showsSameTabs(as: source) else { return }
    items.removeAll(keepingCapacity: true)
    items.append(contentsOf: source.items)
  }

  /// Writes each item blended into `items` (which holds the same tabs): the first's index, shown
  /// label and selection; its frames and badge weighed, its label's opacity as an opacity and its
  /// icon's scale as a length that must not turn negative.
  private static func blendItems<Weighing: LayoutBlendWeights>(
    _ a: [ItemLayout], _ b: [ItemLayout], _ c: [ItemLayout], weights: Weighing, into items: inout [ItemLayout]
  ) {
    // One uniqueness check for the whole list, not one per field.
    items.withUnsafeMutableBufferPointer { result in
      for i in result.indices {
        result[i].itemIndex = a[i].itemIndex
        result[i].showsLabel = a[i].showsLabel
        result[i].isSelected = a[i].isSelected
        result[i].hitFrame = weights.mix(a[i].hitFrame, b[i].hitFrame, c[i].hitFrame)
        result[i].iconFrame = weights.mix(a[i].iconFrame, b[i].iconFrame, c[i].iconFrame)
        result[i].labelFrame = weights.mix(a[i].labelFrame, b[i].labelFrame, c[i].labelFrame)
        result[i].badgeCenter = weights.mix(a[i].badgeCenter, b[i].badgeCenter, c[i].badgeCenter)
        result[i].labelOpacity = weights.opacity(a[i].labelOpacity, b[i].labelOpacity, c[i].labelOpacity)
        result[i].iconScale = weights.nonNegative(a[i].iconScale, b[i].iconScale, c[i].iconScale)
      }
    }
  }
}
