import Foundation

extension TabBarLayout {
  /// Weights for three layouts that sum to 1: see ``combine(_:_:_:weights:into:)``.
  package typealias Weights = (first: CGFloat, second: CGFloat, third: CGFloat)

  /// Writes `first·w₁ + second·w₂ + third·w₃` into `result`, reusing its storage: every length,
  /// centre, scale and opacity combined with the weights (which should sum to 1), opacities kept
  /// in 0…1 and scales and radii at or above 0. Yes-or-no values (selection, shown labels, which
  /// parts exist) are `first`'s. When the three do not show the same tabs, or a weight is not
  /// finite, the result is `first` whole.
  ///
  /// A spring moving a whole layout is a sum of this form (its target, where it started, and
  /// where its velocity points), which is how ``TabBarLayoutAnimation`` carries a running
  /// animation on to a new target.
  package static func combine(
    _ first: TabBarLayout, _ second: TabBarLayout, _ third: TabBarLayout, weights: Weights,
    into result: inout TabBarLayout
  ) {
    result.assign(first)
    let (w1, w2, w3) = weights
    guard w1.isFinite, w2.isFinite, w3.isFinite, first.showsSameTabs(as: second),
      first.showsSameTabs(as: third)
    else { return }
    func mix(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat {
      let value = a * w1 + b * w2 + c * w3
      return value.isFinite ? value : a
    }
    func mix(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGPoint {
      CGPoint(x: mix(a.x, b.x, c.x), y: mix(a.y, b.y, c.y))
    }
    func mix(_ a: CGRect, _ b: CGRect, _ c: CGRect) -> CGRect {
      CGRect(
        x: mix(a.minX, b.minX, c.minX), y: mix(a.minY, b.minY, c.minY),
        width: mix(a.width, b.width, c.width), height: mix(a.height, b.height, c.height))
    }
    result.barFrame = mix(first.barFrame, second.barFrame, third.barFrame)
    result.contentBand = mix(first.contentBand, second.contentBand, third.contentBand)
    result.contentInset = max(0, mix(first.contentInset, second.contentInset, third.contentInset))
    result.outline.frame = mix(first.outline.frame, second.outline.frame, third.outline.frame)
    result.outline.cornerRadius = max(
      0, mix(first.outline.cornerRadius, second.outline.cornerRadius, third.outline.cornerRadius))
    result.outline.notchCenterX = mix(
      first.outline.notchCenterX, second.outline.notchCenterX, third.outline.notchCenterX)
    result.iconSize = max(0, mix(first.iconSize, second.iconSize, third.iconSize))
    result.labelFontSize = max(0, mix(first.labelFontSize, second.labelFontSize, third.labelFontSize))
    for index in result.items.indices {
      // Read in place: copying whole items would copy (and retain) their ids.
      result.items[index].hitFrame = mix(
        first.items[index].hitFrame, second.items[index].hitFrame, third.items[index].hitFrame)
      result.items[index].iconFrame = mix(
        first.items[index].iconFrame, second.items[index].iconFrame, third.items[index].iconFrame)
      result.items[index].labelFrame = mix(
        first.items[index].labelFrame, second.items[index].labelFrame, third.items[index].labelFrame)
      result.items[index].badgeCenter = mix(
        first.items[index].badgeCenter, second.items[index].badgeCenter, third.items[index].badgeCenter)
      result.items[index].labelOpacity = mix(
        first.items[index].labelOpacity, second.items[index].labelOpacity, third.items[index].labelOpacity
      ).clamped(to: 0...1)
      result.items[index].iconScale = max(
        0, mix(first.items[index].iconScale, second.items[index].iconScale, third.items[index].iconScale))
    }
    if let a = first.actionButton, let b = second.actionButton, let c = third.actionButton {
      result.actionButton?.center = mix(a.center, b.center, c.center)
      result.actionButton?.diameter = max(0, mix(a.diameter, b.diameter, c.diameter))
      result.actionButton?.hitRadius = max(0, mix(a.hitRadius, b.hitRadius, c.hitRadius))
    }
    if let a = first.indicator, let b = second.indicator, let c = third.indicator {
      result.indicator = IndicatorLayout(
        frame: mix(a.frame, b.frame, c.frame),
        cornerRadius: max(0, mix(a.cornerRadius, b.cornerRadius, c.cornerRadius)))
    }
  }

  /// The farthest any of the parts that travel (the bar, the notch, the indicator, the action
  /// button and each icon) lies from where it is in `other`, in points; 0 for layouts of
  /// different tabs. An icon's change of scale counts as the growth of its side, and a label's
  /// change of opacity as sliding the label's width.
  package func largestDisplacement(from other: TabBarLayout) -> CGFloat {
    guard showsSameTabs(as: other) else { return 0 }
    func apart(_ a: CGRect, _ b: CGRect) -> CGFloat {
      max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY))
    }
    var largest = max(
      apart(barFrame, other.barFrame), abs(outline.notchCenterX - other.outline.notchCenterX))
    if let a = indicator, let b = other.indicator { largest = max(largest, apart(a.frame, b.frame)) }
    if let a = actionButton, let b = other.actionButton { largest = max(largest, apart(a.frame, b.frame)) }
    for (a, b) in zip(items, other.items) {
      largest = max(
        largest, apart(a.iconFrame, b.iconFrame), abs(a.iconScale - b.iconScale) * a.iconFrame.width,
        abs(a.labelOpacity - b.labelOpacity) * a.labelFrame.width)
    }
    return largest.isFinite ? largest : 0
  }
}
