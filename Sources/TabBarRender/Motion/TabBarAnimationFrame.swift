import Foundation

/// One frame of a bar's animation between two layouts, as the preview draws it: what to draw at
/// ``time``. A ``TabBarTransition`` and ``TabBarLayoutAnimation/frame(at:)`` make them.
///
/// Draw ``fadingLayout`` (if any) at ``fadingOpacity``, then ``layout`` at ``opacity``. Under full
/// motion there is no fading layout and ``opacity`` is 1.
package struct TabBarAnimationFrame: Sendable, Equatable {
  /// Seconds since the change began.
  package var time: Double
  /// The bar's geometry at this moment: the start and end layouts interpolated by the spring's
  /// progress (under Reduce Motion, the end layout).
  package var layout: TabBarLayout
  /// The opacity of ``layout``, 0…1.
  package var opacity: CGFloat
  /// The start layout while a Reduce Motion cross-fade is under way, else `nil`.
  package var fadingLayout: TabBarLayout?
  /// The opacity of ``fadingLayout``, 0…1 (0 when there is none).
  package var fadingOpacity: CGFloat

  /// Creates a frame.
  package init(
    time: Double, layout: TabBarLayout, opacity: CGFloat = 1, fadingLayout: TabBarLayout? = nil,
    fadingOpacity: CGFloat = 0
  ) {
    self.time = time
    self.layout = layout
    self.opacity = opacity
    self.fadingLayout = fadingLayout
    self.fadingOpacity = fadingOpacity
  }
}
