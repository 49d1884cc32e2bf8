import Foundation

/// A horizontal swipe across the tabs' content, paging between adjacent tabs: while the finger
/// moves, the bar shows the way from the current tab to the neighbour being revealed (the
/// indicator or notch slides by the same fraction); on release it settles on the spring,
/// from the finger's velocity, at the next tab, the previous one, or back where it was.
///
/// The fraction is positive towards the next tab in reading order. Content follows the finger,
/// so in a left-to-right layout dragging left reveals the next tab; right to left, dragging
/// right does. Disabled tabs and the More item are skipped; with no neighbour on a side the
/// fraction stays at 0 on that side.
///
/// Whether a drag is the swipe's at all (rather than a vertical list's, a carousel's, a row's
/// swipe actions') is ``TabBarSwipeClaim``'s decision.
///
/// ```swift
/// var swipe = TabBarSwipe(items: items, selectedIndex: 1, layoutDirection: .leftToRight)
/// swipe.drag(translation: -120, pageWidth: 390)     // fraction ≈ 0.31 towards tab 2
/// swipe.layout(current: layouts[1], next: layouts[2], previous: layouts[0], into: &frame)
/// let settle = swipe.release(velocity: -800, pageWidth: 390)   // next: settle.targetIndex
/// ```
package struct TabBarSwipe: Sendable, Hashable {
  /// The tab shown when the swipe began (index in ``TabItems/all``).
  package let currentIndex: Int
  /// The next enabled tab in reading order, if any.
  package let nextIndex: Int?
  /// The previous enabled tab, if any.
  package let previousIndex: Int?
  /// The reading direction.
  package let layoutDirection: TabBarLayoutDirection
  /// How far the page has moved: −1 (at the previous tab) … 0 … 1 (at the next).
  package private(set) var fraction: CGFloat = 0

  /// The least travel (points) before a drag's direction is decided (``TabBarSwipeClaim``).
  package static let slop: CGFloat = 10
  /// How much more horizontal than vertical a drag must be to be a swipe.
  package static let horizontalDominance: CGFloat = 1.5
  /// How far ahead (seconds) the release projects the finger's velocity to choose the tab.
  static let projectionTime: CGFloat = 0.2

  /// Begins a swipe with `selectedIndex` (an index in ``TabItems/all``) shown.
  ///
  /// - Parameters:
  ///   - items: The bar's items.
  ///   - selectedIndex: The tab shown.
  ///   - layoutDirection: The reading direction.
  package init(items: TabItems, selectedIndex: Int, layoutDirection: TabBarLayoutDirection) {
    let pageable = items.tabIndices.filter {
      items.all[$0].isEnabled && !TabBarScrub.isMoreItem(items.all[$0].id)
    }
    currentIndex = selectedIndex
    let position = pageable.firstIndex(of: selectedIndex)
    nextIndex = position.flatMap { $0 + 1 < pageable.count ? pageable[$0 + 1] : nil }
    previousIndex = position.flatMap { $0 > 0 ? pageable[$0 - 1] : nil }
    self.layoutDirection = layoutDirection
  }

  /// The drag's horizontal `translation` (points, positive to the right) over pages
  /// `pageWidth` wide. Non-finite values and a width under a point are ignored.
  package mutating func drag(translation: CGFloat, pageWidth: CGFloat) {
    guard let raw = pages(translation, pageWidth: pageWidth) else { return }
    fraction = raw.clamped(to: (previousIndex == nil ? 0 : -1)...(nextIndex == nil ? 0 : 1))
  }

  /// The tab being revealed: the next one while the fraction is positive, the previous one
  /// while it is negative.
  package var neighbourIndex: Int? { fraction > 0 ? nextIndex : (fraction < 0 ? previousIndex : nil) }

  /// The bar at this point of the swipe: `current` interpolated towards the neighbour's layout
  /// by the fraction's size (``TabBarLayout/interpolated(to:fraction:into:)``), into reused
  /// storage.
  ///
  /// - Parameters:
  ///   - current: The layout with the current tab selected.
  ///   - next: The layout with ``nextIndex`` selected (ignored when there is none).
  ///   - previous: The layout with ``previousIndex`` selected.
  ///   - result: Where the frame is written.
  package func layout(
    current: TabBarLayout, next: TabBarLayout, previous: TabBarLayout, into result: inout TabBarLayout
  ) {
    let neighbour = fraction >= 0 ? next : previous
    current.interpolated(to: neighbour, fraction: abs(fraction), into: &result)
  }

  /// Where the swipe settles once the finger lifts moving at `velocity` (points a second,
  /// positive to the right): the neighbour whose page is more than half shown once the velocity
  /// is projected ``projectionTime`` ahead, else the current tab; and the fraction's motion
  /// there, starting at the finger's speed.
  ///
  /// - Parameters:
  ///   - velocity: The finger's horizontal velocity at lift-off.
  ///   - pageWidth: The page's width.
  ///   - timing: The spring and the motion preference.
  package func release(velocity: CGFloat, pageWidth: CGFloat, timing: TransitionTiming = TransitionTiming())
    -> (targetIndex: Int, motion: SpringMotion)
  {
    let speed = pages(velocity, pageWidth: pageWidth) ?? 0
    let projected = fraction + speed * Self.projectionTime
    var target: (index: Int, fraction: CGFloat) = (currentIndex, 0)
    if projected >= 0.5, let nextIndex { target = (nextIndex, 1) }
    if projected <= -0.5, let previousIndex { target = (previousIndex, -1) }
    let motion = SpringMotion(
      spring: timing.spring, motion: timing.motion, from: Double(fraction), to: Double(target.fraction),
      initialVelocity: Double(speed))
    return (target.index, motion)
  }

  /// A length in points as pages towards the next tab, or `nil` when it cannot be.
  private func pages(_ length: CGFloat, pageWidth: CGFloat) -> CGFloat? {
    guard length.isFinite, pageWidth.isFinite, pageWidth >= 1 else { return nil }
    let pages = length / pageWidth
    return layoutDirection == .rightToLeft ? pages : -pages
  }
}
