import Foundation
import TabBarCore

/// Comparisons of layouts with a tolerance, for properties that hold up to rounding.
enum LayoutChecks {
  static func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }

  static func close(_ a: CGRect, _ b: CGRect) -> Bool {
    close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width)
      && close(a.height, b.height)
  }

  static func close(_ a: CGPoint, _ b: CGPoint) -> Bool { close(a.x, b.x) && close(a.y, b.y) }

  /// Whether `b` is `a` mirrored across the container's centre line, part by part.
  static func isMirror(_ a: TabBarLayout, _ b: TabBarLayout) -> Bool {
    let axis = a.containerSize.width / 2
    guard a.items.count == b.items.count, close(a.barFrame.mirrored(aroundX: axis), b.barFrame),
      close(a.contentBand.mirrored(aroundX: axis), b.contentBand)
    else { return false }
    for (x, y) in zip(a.items, b.items) {
      guard x.id == y.id, close(x.hitFrame.mirrored(aroundX: axis), y.hitFrame),
        close(x.iconFrame.mirrored(aroundX: axis), y.iconFrame),
        close(x.labelFrame.mirrored(aroundX: axis), y.labelFrame),
        close(x.badgeCenter.mirrored(aroundX: axis), y.badgeCenter)
      else { return false }
    }
    switch (a.actionButton, b.actionButton) {
    case (nil, nil): break
    case (let x?, let y?): guard close(x.center.mirrored(aroundX: axis), y.center) else { return false }
    default: return false
    }
    switch (a.indicator, b.indicator) {
    case (nil, nil): break
    case (let x?, let y?): guard close(x.frame.mirrored(aroundX: axis), y.frame) else { return false }
    default: return false
    }
    switch (a.outline.resolvedNotchCenterX, b.outline.resolvedNotchCenterX) {
    case (nil, nil): return true
    case (let x?, let y?): return close(2 * axis - x, y)
    default: return false
    }
  }
}
