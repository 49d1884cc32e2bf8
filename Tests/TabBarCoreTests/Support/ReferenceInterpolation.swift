import Foundation
import TabBarCore

// The straightforward versions of the per-frame layout arithmetic, as they were before the
// in-place rewrites: whole-value copies, nothing reused. The fast paths must give exactly what
// these give.

extension TabBarLayout {
  /// ``interpolated(to:fraction:into:)`` by whole-value copies: `result` becomes the nearer end
  /// (its memo kept), then the numbers move.
  func referenceInterpolated(to other: TabBarLayout, fraction: CGFloat, into result: inout TabBarLayout) {
    let t = fraction.sanitizedFraction
    let sameTabs =
      items.count == other.items.count && zip(items, other.items).allSatisfy { $0.id == $1.id }
    let memo = result.memo
    let source = t == 0 || (t != 1 && t < 0.5) ? self : other
    result = source
    result.memo = memo
    guard t != 0, t != 1, sameTabs else { return }
    result.containerSize = CGSize(
      width: containerSize.width.interpolated(to: other.containerSize.width, fraction: t),
      height: containerSize.height.interpolated(to: other.containerSize.height, fraction: t))
    result.barFrame = barFrame.interpolated(to: other.barFrame, fraction: t)
    result.contentBand = contentBand.interpolated(to: other.contentBand, fraction: t)
    result.contentInset = contentInset.interpolated(to: other.contentInset, fraction: t)
    result.outline = outline.interpolated(to: other.outline, fraction: t)
    result.iconSize = iconSize.interpolated(to: other.iconSize, fraction: t)
    result.labelFontSize = labelFontSize.interpolated(to: other.labelFontSize, fraction: t)
    for index in result.items.indices {
      let (from, to) = (items[index], other.items[index])
      result.items[index].hitFrame = from.hitFrame.interpolated(to: to.hitFrame, fraction: t)
      result.items[index].iconFrame = from.iconFrame.interpolated(to: to.iconFrame, fraction: t)
      result.items[index].labelFrame = from.labelFrame.interpolated(to: to.labelFrame, fraction: t)
      result.items[index].badgeCenter = from.badgeCenter.interpolated(to: to.badgeCenter, fraction: t)
      result.items[index].labelOpacity = from.labelOpacity.interpolated(to: to.labelOpacity, fraction: t)
        .clamped(to: 0...1)
      result.items[index].iconScale = max(0, from.iconScale.interpolated(to: to.iconScale, fraction: t))
    }
    if let from = actionButton, let to = other.actionButton {
      result.actionButton?.center = from.center.interpolated(to: to.center, fraction: t)
      result.actionButton?.diameter = max(0, from.diameter.interpolated(to: to.diameter, fraction: t))
      result.actionButton?.hitRadius = max(0, from.hitRadius.interpolated(to: to.hitRadius, fraction: t))
    }
    if let (from, to) = IndicatorLayout.ends(indicator, other.indicator) {
      result.indicator = IndicatorLayout.blended(
        frame: from.frame.interpolated(to: to.frame, fraction: t),
        cornerRadius: from.cornerRadius.interpolated(to: to.cornerRadius, fraction: t), kept: source.indicator
      )
    }
  }

  /// ``combine(_:_:_:weights:into:)`` by whole-value copies.
  static func referenceCombine(
    _ first: TabBarLayout, _ second: TabBarLayout, _ third: TabBarLayout, weights: Weights,
    into result: inout TabBarLayout
  ) {
    first.referenceInterpolated(to: first, fraction: 0, into: &result)
    let (w1, w2, w3) = weights
    func same(_ a: TabBarLayout, _ b: TabBarLayout) -> Bool {
      a.items.count == b.items.count && zip(a.items, b.items).allSatisfy { $0.id == $1.id }
    }
    guard w1.isFinite, w2.isFinite, w3.isFinite, same(first, second), same(first, third) else { return }
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
    // Notches of different sizes, or one only some have, combine their sizes (opening or
    // closing in place).
    let notched =
      first.outline.notch != nil
      ? first.outline : second.outline.notch != nil ? second.outline : third.outline
    if let a = first.outline.notchEnd(matching: notched), let b = second.outline.notchEnd(matching: notched),
      let c = third.outline.notchEnd(matching: notched), a.metrics != b.metrics || a.metrics != c.metrics
    {
      result.outline.notch = notched.notch
      result.outline.notch?.width = max(0, mix(a.metrics.width, b.metrics.width, c.metrics.width))
      result.outline.notch?.depth = max(0, mix(a.metrics.depth, b.metrics.depth, c.metrics.depth))
      result.outline.notch?.shoulderRadius = max(
        0, mix(a.metrics.shoulderRadius, b.metrics.shoulderRadius, c.metrics.shoulderRadius))
      result.outline.notchCenterX = mix(a.centerX, b.centerX, c.centerX)
      if first.outline.notch == nil, result.outline.notch.map({ $0.width == 0 || $0.depth == 0 }) ?? true {
        result.outline.notch = nil
        result.outline.notchCenterX = first.outline.notchCenterX
      }
    }
    result.iconSize = max(0, mix(first.iconSize, second.iconSize, third.iconSize))
    result.labelFontSize = max(0, mix(first.labelFontSize, second.labelFontSize, third.labelFontSize))
    for index in result.items.indices {
      let (a, b, c) = (first.items[index], second.items[index], third.items[index])
      result.items[index].hitFrame = mix(a.hitFrame, b.hitFrame, c.hitFrame)
      result.items[index].iconFrame = mix(a.iconFrame, b.iconFrame, c.iconFrame)
      result.items[index].labelFrame = mix(a.labelFrame, b.labelFrame, c.labelFrame)
      result.items[index].badgeCenter = mix(a.badgeCenter, b.badgeCenter, c.badgeCenter)
      result.items[index].labelOpacity = mix(a.labelOpacity, b.labelOpacity, c.labelOpacity).clamped(
        to: 0...1)
      result.items[index].iconScale = max(0, mix(a.iconScale, b.iconScale, c.iconScale))
    }
    if let a = first.actionButton, let b = second.actionButton, let c = third.actionButton {
      result.actionButton?.center = mix(a.center, b.center, c.center)
      result.actionButton?.diameter = max(0, mix(a.diameter, b.diameter, c.diameter))
      result.actionButton?.hitRadius = max(0, mix(a.hitRadius, b.hitRadius, c.hitRadius))
    }
    if let shown = first.indicator ?? second.indicator ?? third.indicator {
      let (a, b, c) = (
        first.indicator ?? shown.collapsed, second.indicator ?? shown.collapsed,
        third.indicator ?? shown.collapsed
      )
      result.indicator = IndicatorLayout.blended(
        frame: mix(a.frame, b.frame, c.frame),
        cornerRadius: mix(a.cornerRadius, b.cornerRadius, c.cornerRadius),
        kept: first.indicator)
    }
  }
}
