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
  /// A NaN or infinite inset gives ``contentInset``; a negative one counts as 0.
  public func contentInset(aboveBottomInset bottomSafeAreaInset: CGFloat) -> CGFloat {
    guard bottomSafeAreaInset.isFinite else { return contentInset }
    let visibleBottom = containerSize.height - max(0, bottomSafeAreaInset)
    return max(0, visibleBottom - barFrame.minY)
  }
}
