import Foundation

extension TabBarLayout {
  /// The farthest any of the parts that travel (the bar, the notch, the indicator, the action
  /// button and each icon) lies from where it is in `other`, in points; 0 for layouts of
  /// different tabs. An icon's change of scale counts as the growth of its side, and a label's
  /// change of opacity as sliding the label's width; an indicator or a notch only one of the two
  /// has counts as growing from nothing at its place.
  package func largestDisplacement(from other: TabBarLayout) -> CGFloat {
    guard showsSameTabs(as: other) else { return 0 }
    func apart(_ a: CGRect, _ b: CGRect) -> CGFloat {
      max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY))
    }
    var largest = apart(barFrame, other.barFrame)
    if let a = outline.notchEnd(matching: other.outline), let b = other.outline.notchEnd(matching: outline) {
      largest = max(
        largest, abs(a.centerX - b.centerX), abs(a.metrics.width - b.metrics.width),
        abs(a.metrics.depth - b.metrics.depth))
    } else {
      largest = max(largest, abs(outline.notchCenterX - other.outline.notchCenterX))
    }
    if let (a, b) = IndicatorLayout.ends(indicator, other.indicator) {
      largest = max(largest, apart(a.frame, b.frame))
    }
    if let a = actionButton, let b = other.actionButton { largest = max(largest, apart(a.frame, b.frame)) }
    for (a, b) in zip(items, other.items) {
      largest = max(
        largest, apart(a.iconFrame, b.iconFrame), abs(a.iconScale - b.iconScale) * a.iconFrame.width,
        abs(a.labelOpacity - b.labelOpacity) * a.labelFrame.width)
    }
    return largest.isFinite ? largest : 0
  }
}
