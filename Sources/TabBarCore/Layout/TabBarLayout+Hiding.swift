import Foundation

extension TabBarLayout {
  /// How far past the container's bottom edge a hidden bar goes, so its shadow leaves with it.
  package static let hiddenShadowClearance: CGFloat = 20

  /// How far down the bar (and the bottom accessory above it, which goes with it) is moved when
  /// ``TabBarState/barReveal`` shows `reveal` of it: nothing when shown (1), past the container's
  /// bottom edge, shadow and all, when hidden (0), and in proportion during a back swipe.
  ///
  /// ```swift
  /// layout.barOffset(reveal: 1, accessoryFrame: nil)    // 0
  /// layout.barOffset(reveal: 0, accessoryFrame: nil)    // containerSize.height - barFrame.minY + 20
  /// ```
  ///
  /// A reveal that is not a number counts as shown, and one outside 0…1 is kept within it; an
  /// accessory frame that is not finite is ignored.
  ///
  /// - Parameters:
  ///   - reveal: How much of the bar shows, 0 to 1.
  ///   - accessoryFrame: The bottom accessory's frame, when one shows over the bar.
  package func barOffset(reveal: Double, accessoryFrame: CGRect?) -> CGFloat {
    let hidden = 1 - reveal.clamped(to: 0...1, nanAs: 1)
    guard hidden > 0 else { return 0 }
    var top = barFrame.minY
    if let accessoryTop = accessoryFrame?.minY, accessoryTop.isFinite { top = min(top, accessoryTop) }
    let height = containerSize.height
    let travel = height.isFinite && top.isFinite ? max(0, height - top) : 0
    return (travel + Self.hiddenShadowClearance) * CGFloat(hidden)
  }
}
