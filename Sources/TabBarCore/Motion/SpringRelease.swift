import Foundation

/// The start of a spring's motion with hostile values replaced: see
/// ``TabBarSpring/value(from:to:initialVelocity:at:)``.
struct SpringRelease: Sendable, Hashable {
  /// Where the spring comes to rest.
  let target: Double
  /// The start minus the target (0 when that is not finite).
  let displacement: Double
  /// The initial velocity (0 when it is not finite).
  let velocity: Double

  init(start: Double, target: Double, initialVelocity: Double) {
    let target = target.isFinite ? target : (start.isFinite ? start : 0)
    let displacement = start.isFinite ? start - target : 0
    self.target = target
    self.displacement = displacement.isFinite ? displacement : 0
    self.velocity = initialVelocity.isFinite ? initialVelocity : 0
  }

  /// The position `offset` from the target: the target itself where that is not finite.
  func position(offset: Double) -> Double {
    let value = target + offset
    return value.isFinite ? value : target
  }

  /// A velocity made finite: 0 where it is not.
  static func finiteVelocity(_ velocity: Double) -> Double { velocity.isFinite ? velocity : 0 }
}
