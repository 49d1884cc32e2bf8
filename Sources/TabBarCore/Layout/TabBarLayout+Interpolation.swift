import Foundation

extension TabBarLayout {
  /// The layout `fraction` of the way from this one to `other`: what a frame of an animation
  /// between two selections (or sizes) shows.
  ///
  /// Frames, centres, the notch's place, icon scales and label opacities move linearly with
  /// `fraction`; yes-or-no values (which tab is selected, whether a label shows) switch at the
  /// halfway point. An indicator or a notch only one end has (a bar with no selection at the
  /// other, ``TabBarLayoutRequest/showsSelection``) is there all the way, shrinking to nothing at
  /// its centre towards the end without it (a notch closes in place), so nothing pops in or out. `fraction` may leave 0...1, as a spring overshoots; opacities stay within
  /// 0...1 and scales at or above 0. At exactly 0 the result is `self`, at 1 it is `other`. When
  /// the two layouts do not show the same tabs, the nearer one is returned whole. A NaN or
  /// infinite fraction counts as 0, and finite ones are cut to ±1,000,000, so every frame is finite.
  ///
  /// ```swift
  /// let start = TabBarLayoutEngine.layout(request)          // "home" selected
  /// request.selectedID = "profile"
  /// let end = TabBarLayoutEngine.layout(request)
  /// let halfway = start.interpolated(to: end, fraction: 0.5)
  /// ```
  public func interpolated(to other: TabBarLayout, fraction: CGFloat) -> TabBarLayout {
    var result = TabBarLayout.empty
    interpolated(to: other, fraction: fraction, into: &result)
    return result
  }

  /// The same as ``interpolated(to:fraction:)``, written into `result` and reusing its storage:
  /// once its item list has grown to size, a frame of animation allocates nothing.
  public func interpolated(to other: TabBarLayout, fraction: CGFloat, into result: inout TabBarLayout) {
    let t = fraction.sanitizedFraction
    let sameTabs =
      items.count == other.items.count && zip(items, other.items).allSatisfy { $0.id == $1.id }
    let source = t == 0 || (t != 1 && t < 0.5) ? self : other
    // Copy the nearer end into `result`, keeping `result`'s own item storage.
    var storage: [ItemLayout] = []
    swap(&storage, &result.items)
    let memo = result.memo
    result = source
    result.memo = memo
    storage.removeAll(keepingCapacity: true)
    storage.append(contentsOf: source.items)
    swap(&storage, &result.items)
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
      let from = items[index]
      let to = other.items[index]
      result.items[index].hitFrame = from.hitFrame.interpolated(to: to.hitFrame, fraction: t)
      result.items[index].iconFrame = from.iconFrame.interpolated(to: to.iconFrame, fraction: t)
      result.items[index].labelFrame = from.labelFrame.interpolated(to: to.labelFrame, fraction: t)
      result.items[index].badgeCenter = from.badgeCenter.interpolated(to: to.badgeCenter, fraction: t)
      result.items[index].labelOpacity = from.labelOpacity.interpolated(
        to: to.labelOpacity, fraction: t
      ).clamped(to: 0...1)
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
}
