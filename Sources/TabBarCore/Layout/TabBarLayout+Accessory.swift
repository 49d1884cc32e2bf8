import Foundation

extension TabBarLayout {
  /// Where a bottom accessory goes with this bar: above it (across an edge bar, inset by the
  /// margin; as wide as a floating capsule), clear of a raised action button or selected tab;
  /// or, when `inline` and the bar is a minimized floating capsule with room beside it, in that
  /// room on the capsule's trailing side, as tall as the capsule. `nil` when the bar is hidden
  /// (so is the accessory) or the bar has no width.
  ///
  /// ```swift
  /// let accessory = layout.accessoryLayout(TabBarAccessoryMetrics(), inline: false)
  /// let inset = layout.contentInset(aboveBottomInset: 34, accessory: accessory)
  /// ```
  ///
  /// - Parameters:
  ///   - metrics: The accessory's size.
  ///   - inline: Whether the bar is minimized (``TabBarMinimization/accessoryIsInline``).
  ///   - isBarHidden: Whether the bar is hidden (a pushed view's `.tabBarHidden(true)`).
  package func accessoryLayout(_ metrics: TabBarAccessoryMetrics, inline: Bool, isBarHidden: Bool = false)
    -> TabBarAccessoryLayout?
  {
    guard !isBarHidden, barFrame.width > 0 else { return nil }
    let metrics = metrics.sanitized()
    let spacing = metrics.spacing
    if inline, outline.roundsBottomCorners {
      // The room beside the capsule, keeping the capsule's margin from the far side.
      let rtl = layoutDirection == .rightToLeft
      let margin = rtl ? containerSize.width - barFrame.maxX : barFrame.minX
      let minX = rtl ? margin : barFrame.maxX + spacing
      let maxX = rtl ? barFrame.minX - spacing : containerSize.width - margin
      if maxX - minX >= minimumHitSize {
        let frame = CGRect(x: minX, y: barFrame.minY, width: maxX - minX, height: barFrame.height)
        return TabBarAccessoryLayout(frame: frame, cornerRadius: frame.height / 2, isInline: true)
      }
    }
    var top = barFrame.minY
    if let button = actionButton, button.diameter > 0 { top = min(top, button.frame.minY) }
    if let indicator { top = min(top, indicator.frame.minY) }
    let margin = outline.roundsBottomCorners ? 0 : min(metrics.horizontalMargin, barFrame.width / 2)
    let height = metrics.height
    let frame = CGRect(
      x: barFrame.minX + margin, y: top - spacing - height, width: barFrame.width - 2 * margin, height: height
    )
    return TabBarAccessoryLayout(frame: frame, cornerRadius: height / 2, isInline: false)
  }

  /// How much room content must keep at the bottom with a bottom accessory: the bar's
  /// (``contentInset(aboveBottomInset:includingActionButton:)``), or more when the accessory above it rises higher.
  /// A `nil` accessory (none, or hidden) adds nothing.
  ///
  /// - Parameters:
  ///   - bottomSafeAreaInset: The container's bottom safe area (the keyboard's top when shown).
  ///   - accessory: The accessory's layout, from ``accessoryLayout(_:inline:isBarHidden:)``.
  package func contentInset(aboveBottomInset bottomSafeAreaInset: CGFloat, accessory: TabBarAccessoryLayout?)
    -> CGFloat
  {
    let barInset = contentInset(aboveBottomInset: bottomSafeAreaInset)
    guard let accessory, accessory.frame.minY.isFinite else { return barInset }
    // A non-finite inset means the layout's own: the height below its content inset.
    let bottom =
      bottomSafeAreaInset.isFinite
      ? max(0, bottomSafeAreaInset) : containerSize.height - barFrame.minY - contentInset
    let visibleBottom = containerSize.height - bottom
    return max(barInset, visibleBottom - accessory.frame.minY)
  }
}
