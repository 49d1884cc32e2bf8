import Foundation

/// Where a spring-driven value is and how fast it moves at one moment: what a running animation
/// hands to the next one when it is interrupted.
///
/// ```swift
/// let motion = SpringMotion(spring: .default, from: 0, to: 100)
/// let now = motion.state(at: 0.1)   // position ≈ 23, velocity ≈ 430 points a second
/// ```
package struct SpringState: Sendable, Hashable {
  /// The value, in its own units (points, or a fraction of a change).
  package var position: Double
  /// Its rate of change, in units a second.
  package var velocity: Double

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - position: The value.
  ///   - velocity: Its rate of change, in units a second.
  package init(position: Double, velocity: Double) {
    self.position = position
    self.velocity = velocity
  }
}
