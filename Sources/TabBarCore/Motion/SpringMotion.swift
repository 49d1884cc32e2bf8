import Foundation

/// One running spring animation of a single value, which can be interrupted and sent somewhere
/// else without a jump: ``retargeted(to:at:)`` starts a new motion from the position and the
/// velocity this one has at that moment.
///
/// The motion is the spring's exact solution from ``start`` moving at ``initialVelocity``, so
/// position and velocity are continuous across a retarget to the last bit at time 0 of the new
/// motion. Under Reduce Motion (``MotionPreference/reduced(crossFadeDuration:)``) nothing travels:
/// the value is at ``target`` at once, with no velocity, and a retarget jumps too.
///
/// ```swift
/// var marker = SpringMotion(spring: TabBarSpring(duration: 0.4, bounce: 0.2), from: 40, to: 200)
/// // 0.12 s later the person picks another tab: carry on from here, at this speed.
/// marker = marker.retargeted(to: 120, at: 0.12)
/// marker.state(at: 0).position   // where the marker was at 0.12 s into the first motion
/// ```
package struct SpringMotion: Sendable, Hashable {
  /// The spring the value follows.
  package var spring: TabBarSpring
  /// The person's motion preference.
  package var motion: MotionPreference
  /// Where the value is released (time 0).
  package var start: Double
  /// Where it comes to rest.
  package var target: Double
  /// Its velocity when released, in units a second (a finger's speed at lift-off, or the
  /// velocity of an interrupted motion).
  package var initialVelocity: Double

  /// ``initialVelocity`` as a share of the distance to travel a second: how SwiftUI's
  /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)` takes a release velocity,
  /// since it animates every change from 0 to 1. 0 when the value is already at its target (or
  /// within a millionth of a unit) or when the result would not be finite.
  ///
  /// ```swift
  /// let settle = SpringMotion(spring: .default, from: 0.4, to: 1, initialVelocity: 1.2)
  /// settle.unitInitialVelocity   // 2: the finger moves two distances a second
  /// ```
  package var unitInitialVelocity: Double {
    let distance = target - start
    guard abs(distance) > 1e-6, !motion.reducesMotion else { return 0 }
    // A velocity that is not finite, or a finite one over a tiny distance, makes no finite share.
    return (initialVelocity / distance).finite(or: 0)
  }

  /// Creates a motion; values that are not finite are treated as
  /// ``TabBarSpring/value(from:to:initialVelocity:at:)`` treats them.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - motion: The motion preference (full motion by default).
  ///   - start: Where the value is released.
  ///   - target: Where it comes to rest.
  ///   - initialVelocity: Its velocity when released, in units a second.
  package init(
    spring: TabBarSpring, motion: MotionPreference = .standard, from start: Double, to target: Double,
    initialVelocity: Double = 0
  ) {
    self.spring = spring
    self.motion = motion
    self.start = start
    self.target = target
    self.initialVelocity = initialVelocity
  }

  /// The position and velocity `time` seconds after the release: exactly ``start`` and
  /// ``initialVelocity`` (made finite) at time 0 under full motion, the target with no velocity
  /// under Reduce Motion. NaN and negative times are 0, +∞ is the end. Never NaN.
  package func state(at time: Double) -> SpringState {
    let release = SpringRelease(start: start, target: target, initialVelocity: initialVelocity)
    guard !motion.reducesMotion else { return SpringState(position: release.target, velocity: 0) }
    if time.isNaN || time <= 0 {
      // The start itself (not target + displacement, which may round), unless it was replaced.
      let position = start.isFinite && (start - release.target).isFinite ? start : release.target
      return SpringState(position: position, velocity: release.velocity)
    }
    return spring.state(of: release, at: time)
  }

  /// A motion to `newTarget` that begins where this one is `time` seconds after its release,
  /// moving as fast: the interrupted animation carries on, with no jump and no restart from
  /// rest. Its own time 0 is this motion's `time`.
  ///
  /// - Parameters:
  ///   - newTarget: Where the value should now come to rest.
  ///   - time: Seconds since this motion's release.
  package func retargeted(to newTarget: Double, at time: Double) -> SpringMotion {
    let now = state(at: time)
    return SpringMotion(
      spring: spring, motion: motion, from: now.position, to: newTarget, initialVelocity: now.velocity)
  }

  /// How long the motion takes to stay within `tolerance` of its target for good (0 under
  /// Reduce Motion): ``TabBarSpring/settlingDuration(from:to:initialVelocity:tolerance:)``.
  package func settlingDuration(tolerance: Double = TabBarSpring.defaultSettlingTolerance) -> Double {
    guard !motion.reducesMotion else { return 0 }
    return spring.settlingDuration(
      from: start, to: target, initialVelocity: initialVelocity, tolerance: tolerance)
  }
}
