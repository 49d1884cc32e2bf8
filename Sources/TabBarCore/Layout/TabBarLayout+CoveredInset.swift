import Foundation

extension TabBarLayout {
  /// How much room content must keep at the bottom when the container's bottom safe area is
  /// `bottomSafeAreaInset` rather than the one the layout was made for: the part of the bar
  /// that still rises above that inset, never negative.
  ///
  /// The bar is laid out without the keyboard (the keyboard never lifts it), but content is
  /// inset above the keyboard's top. Content then needs room only for what of the bar shows
  /// above the keyboard, which is nothing when the keyboard covers the bar. With the layout's own
  /// inset this is ``contentInset``.
  ///
  /// ```swift
  /// let layout = TabBarLayoutEngine.layout(request)          // bottom inset 34, no keyboard
  /// layout.contentInset(aboveBottomInset: 34)                // == layout.contentInset
  /// layout.contentInset(aboveBottomInset: 336)               // 0: the keyboard covers the bar
  /// ```
  ///
  /// With `includingActionButton`, a raised action button counts as part of the bar, so the
  /// last row of content can scroll clear of it too (the button rises above the bar's top edge in
  /// the curved style); otherwise content may pass under the button, as it passes under the
  /// system's floating bars.
  ///
  /// ```swift
  /// curvedLayout.contentInset(aboveBottomInset: 34, includingActionButton: true)  // + the rise
  /// ```
  ///
  /// A NaN or infinite inset gives ``contentInset`` (with the button's rise when asked); a
  /// negative one counts as 0.
  package func contentInset(
    aboveBottomInset bottomSafeAreaInset: CGFloat, includingActionButton: Bool = false
  )
    -> CGFloat
  {
    let top =
      includingActionButton ? min(barFrame.minY, actionButton?.frame.minY ?? barFrame.minY) : barFrame.minY
    guard bottomSafeAreaInset.isFinite else { return contentInset + (barFrame.minY - top) }
    let visibleBottom = containerSize.height - max(0, bottomSafeAreaInset)
    return max(0, visibleBottom - top)
  }
}
