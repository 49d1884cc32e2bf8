import Foundation

/// The start of a spring's motion with hostile values replaced: see
/// ``TabBarSpring/value(from:to:initialVelocity:at:)``. Every motion's numbers enter the spring's
/// solution through it, so the solution trusts them.
struct SpringRelease: Sendable, Hashable {
  /// Where the spring comes to rest.
  let target: Double
  /// The start minus the target (0 when that is not finite).
  let displacement: Double
  /// The initial velocity (0 when it is not finite).
  let velocity: Double

  init(start: Double, target: Double, initialVelocity: Double) {
    let target = target.finite(or: start.finite(or: 0))
    let displacement = start.isFinite ? start - target : 0
    self.target = target
    // Both finite, but far apart their difference overflows.
    self.displacement = displacement.finite(or: 0)
    self.velocity = initialVelocity.finite(or: 0)
  }

  /// The position `offset` from the target: the target itself where that is not finite (an
  /// offset worked out from sane values can still overflow).
  func position(offset: Double) -> Double { (target + offset).finite(or: target) }
}
