import Foundation

extension TabBarLayoutAnimation {
  /// The frame the preview draws `time` seconds into the current leg: the geometry
  /// (``layout(at:into:)``), and under Reduce Motion the cross-fade from the layout shown when
  /// the leg began (``origin``).
  ///
  /// ```swift
  /// var animation = TabBarLayoutAnimation(from: homeLayout, to: searchLayout, timing: reduced)
  /// animation.frame(at: 0.05).fadingLayout  // homeLayout, fading out as searchLayout fades in
  /// ```
  package func frame(at time: Double) -> TabBarAnimationFrame {
    var layout = TabBarLayout.empty
    self.layout(at: time, into: &layout)
    let fade = timing.sample(at: time).incomingOpacity
    guard timing.motion.reducesMotion, fade < 1 else {
      return TabBarAnimationFrame(time: time, layout: layout)
    }
    return TabBarAnimationFrame(
      time: time, layout: layout, opacity: CGFloat(fade), fadingLayout: origin,
      fadingOpacity: CGFloat(1 - fade))
  }
}
