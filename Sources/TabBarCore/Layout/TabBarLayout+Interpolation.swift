import Foundation

extension TabBarLayout {
  /// The layout `fraction` of the way from this one to `other`: what a frame of an animation
  /// between two selections (or sizes) shows.
  ///
  /// Frames, centres, the notch's place, icon scales and label opacities move linearly with
  /// `fraction`; yes-or-no values (which tab is selected, whether a label shows) switch at the
  /// halfway point. An indicator or a notch only one end has (a bar with no selection at the
  /// other, `TabBarLayoutRequest/showsSelection`) is there all the way, shrinking to nothing at
  /// its centre towards the end without it (a notch closes in place), so nothing pops in or out.
  /// `fraction` may leave 0...1, as a spring overshoots; opacities stay within 0...1 and scales at or above 0. At exactly 0 the result is `self`, at 1 it is `other`. When
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
    // Start from the nearer end, written over `result`'s own storage.
    let startsNear = t == 0 || (t != 1 && t < 0.5)
    if startsNear { result.assign(self) } else { result.assign(other) }
    guard t != 0, t != 1, showsSameTabs(as: other) else { return }

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
      // Read in place: copying whole items would copy (and retain) their ids.
      result.items[index].hitFrame = items[index].hitFrame.interpolated(
        to: other.items[index].hitFrame, fraction: t)
      result.items[index].iconFrame = items[index].iconFrame.interpolated(
        to: other.items[index].iconFrame, fraction: t)
      result.items[index].labelFrame = items[index].labelFrame.interpolated(
        to: other.items[index].labelFrame, fraction: t)
      result.items[index].badgeCenter = items[index].badgeCenter.interpolated(
        to: other.items[index].badgeCenter, fraction: t)
      result.items[index].labelOpacity = items[index].labelOpacity.interpolated(
        to: other.items[index].labelOpacity, fraction: t
      ).clamped(to: 0...1)
      result.items[index].iconScale = max(
        0, items[index].iconScale.interpolated(to: other.items[index].iconScale, fraction: t))
    }
    if let from = actionButton, let to = other.actionButton {
      result.actionButton?.center = from.center.interpolated(to: to.center, fraction: t)
      result.actionButton?.diameter = max(0, from.diameter.interpolated(to: to.diameter, fraction: t))
      result.actionButton?.hitRadius = max(0, from.hitRadius.interpolated(to: to.hitRadius, fraction: t))
    }
    if let (from, to) = IndicatorLayout.ends(indicator, other.indicator) {
      result.indicator = IndicatorLayout.blended(
        frame: from.frame.interpolated(to: to.frame, fraction: t),
        cornerRadius: from.cornerRadius.interpolated(to: to.cornerRadius, fraction: t),
        kept: startsNear ? indicator : other.indicator)
    }
  }
}
