import Foundation

extension TabBarLayout {
  /// Weights for three layouts that sum to 1: see ``combine(_:_:_:weights:into:)``.
  package typealias Weights = (first: CGFloat, second: CGFloat, third: CGFloat)

  /// Writes `first·w₁ + second·w₂ + third·w₃` into `result`, reusing its storage: every length,
  /// centre, scale and opacity combined with the weights (which should sum to 1), opacities kept
  /// in 0…1 and scales and radii at or above 0, a notch's size included. Yes-or-no values
  /// (selection, shown labels, whether there is an action button) are `first`'s. An indicator or a
  /// notch only some of the three have counts as shrunk to nothing at its place in the others (see
  /// ``interpolated(to:fraction:into:)``). When the three do not show the same tabs, or a weight is
  /// not finite, the result is `first` whole.
  ///
  /// A spring moving a whole layout is a sum of this form (its target, where it started, and
  /// where its velocity points), which is how ``TabBarLayoutAnimation`` carries a running
  /// animation on to a new target.
  package static func combine(
    _ first: TabBarLayout, _ second: TabBarLayout, _ third: TabBarLayout, weights w: Weights,
    into result: inout TabBarLayout
  ) {
    result.assign(first)
    guard w.first.isFinite, w.second.isFinite, w.third.isFinite, first.showsSameTabs(as: second),
      first.showsSameTabs(as: third)
    else { return }
    result.barFrame = mix(first.barFrame, second.barFrame, third.barFrame, w)
    result.contentBand = mix(first.contentBand, second.contentBand, third.contentBand, w)
    result.contentInset = max(0, mix(first.contentInset, second.contentInset, third.contentInset, w))
    combineOutlines(first.outline, second.outline, third.outline, weights: w, into: &result.outline)
    result.iconSize = max(0, mix(first.iconSize, second.iconSize, third.iconSize, w))
    result.labelFontSize = max(0, mix(first.labelFontSize, second.labelFontSize, third.labelFontSize, w))
    for index in result.items.indices {
      // Read in place: copying whole items would copy (and retain) their ids.
      result.items[index].hitFrame = mix(
        first.items[index].hitFrame, second.items[index].hitFrame, third.items[index].hitFrame, w)
      result.items[index].iconFrame = mix(
        first.items[index].iconFrame, second.items[index].iconFrame, third.items[index].iconFrame, w)
      result.items[index].labelFrame = mix(
        first.items[index].labelFrame, second.items[index].labelFrame, third.items[index].labelFrame, w)
      result.items[index].badgeCenter = mix(
        first.items[index].badgeCenter, second.items[index].badgeCenter, third.items[index].badgeCenter, w)
      result.items[index].labelOpacity = mix(
        first.items[index].labelOpacity, second.items[index].labelOpacity, third.items[index].labelOpacity, w
      ).clamped(to: 0...1)
      result.items[index].iconScale = max(
        0, mix(first.items[index].iconScale, second.items[index].iconScale, third.items[index].iconScale, w))
    }
    if let a = first.actionButton, let b = second.actionButton, let c = third.actionButton {
      result.actionButton?.center = mix(a.center, b.center, c.center, w)
      result.actionButton?.diameter = max(0, mix(a.diameter, b.diameter, c.diameter, w))
      result.actionButton?.hitRadius = max(0, mix(a.hitRadius, b.hitRadius, c.hitRadius, w))
    }
    if let shown = first.indicator ?? second.indicator ?? third.indicator {
      // An indicator only some have grows or shrinks at its centre.
      let (a, b, c) = (
        first.indicator ?? shown.collapsed, second.indicator ?? shown.collapsed,
        third.indicator ?? shown.collapsed
      )
      result.indicator = IndicatorLayout.blended(
        frame: mix(a.frame, b.frame, c.frame, w),
        cornerRadius: mix(a.cornerRadius, b.cornerRadius, c.cornerRadius, w),
        kept: first.indicator)
    }
  }

  /// The outlines' frames, radii and notch places combined into `result` (which holds `first`'s
  /// yes-or-no values); notches of different sizes combine their sizes too, and a notch only
  /// some have opens or closes in place.
  private static func combineOutlines(
    _ first: BarOutline, _ second: BarOutline, _ third: BarOutline, weights w: Weights,
    into result: inout BarOutline
  ) {
    result.frame = mix(first.frame, second.frame, third.frame, w)
    result.cornerRadius = max(0, mix(first.cornerRadius, second.cornerRadius, third.cornerRadius, w))
    result.notchCenterX = mix(first.notchCenterX, second.notchCenterX, third.notchCenterX, w)
    let notched = first.notch != nil ? first : second.notch != nil ? second : third
    guard let a = first.notchEnd(matching: notched), let b = second.notchEnd(matching: notched),
      let c = third.notchEnd(matching: notched), a.metrics != b.metrics || a.metrics != c.metrics
    else { return }
    // Notches of different sizes, or one only some have (opening or closing in place).
    result.notch = notched.notch
    result.notch?.width = max(0, mix(a.metrics.width, b.metrics.width, c.metrics.width, w))
    result.notch?.depth = max(0, mix(a.metrics.depth, b.metrics.depth, c.metrics.depth, w))
    result.notch?.shoulderRadius = max(
      0, mix(a.metrics.shoulderRadius, b.metrics.shoulderRadius, c.metrics.shoulderRadius, w))
    result.notchCenterX = mix(a.centerX, b.centerX, c.centerX, w)
    if first.notch == nil, result.notch.map({ $0.width == 0 || $0.depth == 0 }) ?? true {
      // Closed for good: the first outline's, with no notch.
      result.notch = nil
      result.notchCenterX = first.notchCenterX
    }
  }

  /// `a·w₁ + b·w₂ + c·w₃`, or `a` when that is not finite.
  private static func mix(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ w: Weights) -> CGFloat {
    let value = a * w.first + b * w.second + c * w.third
    return value.isFinite ? value : a
  }

  /// Two points combined coordinate by coordinate.
  private static func mix(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ w: Weights) -> CGPoint {
    CGPoint(x: mix(a.x, b.x, c.x, w), y: mix(a.y, b.y, c.y, w))
  }

  /// Rectangles combined edge by edge.
  private static func mix(_ a: CGRect, _ b: CGRect, _ c: CGRect, _ w: Weights) -> CGRect {
    CGRect(
      x: mix(a.minX, b.minX, c.minX, w), y: mix(a.minY, b.minY, c.minY, w),
      width: mix(a.width, b.width, c.width, w), height: mix(a.height, b.height, c.height, w))
  }
}
