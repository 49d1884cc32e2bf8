import Foundation

/// A bar's animation towards a layout that can be interrupted: a new selection mid-flight
/// carries the bar on from where it is, as fast as it is moving, towards the new layout — no
/// jump, no restart from rest.
///
/// Every length, centre, scale and opacity of the layout follows the spring exactly (the spring
/// is linear, so a whole layout moves as one value does): after ``retarget(to:at:)`` the frame at
/// time 0 is the frame the old motion showed at that moment, and so is its velocity. Yes-or-no
/// values (which tab is selected, whether a label shows) are the target's from the start of
/// each leg, while the opacities that show them move continuously. Under Reduce Motion nothing
/// travels: the layout is the target at once, and a view cross-fades it in over ``origin``, the
/// layout shown when the leg began (the preview draws that fade).
///
/// Times are seconds since the last retarget (or since the start).
///
/// ```swift
/// var animation = TabBarLayoutAnimation(from: homeLayout, to: searchLayout)
/// var frame = TabBarLayout.empty
/// animation.layout(at: 0.08, into: &frame)            // on the way to Search
/// animation.retarget(to: profileLayout, at: 0.08)      // the person taps Profile
/// animation.layout(at: 0, into: &frame)               // the same frame as before: no jump
/// ```
package struct TabBarLayoutAnimation: Sendable, Equatable {
  /// Where the bar comes to rest.
  package private(set) var target: TabBarLayout
  /// Where the current leg began.
  package private(set) var origin: TabBarLayout
  /// The origin moved on by its velocity for ``velocityHorizon`` seconds: the velocity, written
  /// as a layout.
  private var projected: TabBarLayout
  /// The spring and the motion preference.
  package let timing: TransitionTiming
  /// Storage a retarget writes the new origin and projection into before swapping them in, so
  /// that retargeting allocates nothing once warm; never part of equality.
  private var spares = (TabBarLayout.empty, TabBarLayout.empty)

  /// How far ahead (in seconds) the velocity is projected to store it as a layout: short, so the
  /// projection stays close to the origin and rarely meets a clamp (an opacity at 1, a scale at 0).
  package static let velocityHorizon: CGFloat = 1.0 / 1_000

  /// Creates an animation from `start`, at rest, to `end`.
  ///
  /// - Parameters:
  ///   - start: The layout shown when it begins.
  ///   - end: The layout it comes to rest at.
  ///   - timing: The spring and the motion preference (SwiftUI's default spring by default).
  package init(from start: TabBarLayout, to end: TabBarLayout, timing: TransitionTiming = TransitionTiming())
  {
    self.target = end
    self.origin = start
    self.projected = start
    self.timing = timing
  }

  /// The bar's geometry `time` seconds into the current leg, written into `result` reusing its
  /// storage (a frame allocates nothing once `result` has grown). Under Reduce Motion it is the
  /// target at once; NaN and negative times are 0.
  package func layout(at time: Double, into result: inout TabBarLayout) {
    TabBarLayout.combine(target, origin, projected, weights: weights(at: time), into: &result)
  }

  /// Sends the animation to `newTarget` from where it is `time` seconds into the current leg,
  /// keeping its velocity; the new leg's time 0 is that moment. Under Reduce Motion the new leg
  /// cross-fades from the layout shown then.
  ///
  /// - Parameters:
  ///   - newTarget: The layout to come to rest at now (a new selection's layout).
  ///   - time: Seconds since the current leg began.
  package mutating func retarget(to newTarget: TabBarLayout, at time: Double) {
    // Move the spare storage out first, so writing into it never meets a second reference.
    var position = TabBarLayout.empty
    var ahead = TabBarLayout.empty
    swap(&position, &spares.0)
    swap(&ahead, &spares.1)
    let now = weights(at: time)
    let rate = rates(at: time)
    let horizon = Self.velocityHorizon
    TabBarLayout.combine(target, origin, projected, weights: now, into: &position)
    TabBarLayout.combine(
      target, origin, projected,
      weights: (
        now.first + horizon * rate.first, now.second + horizon * rate.second, now.third + horizon * rate.third
      ), into: &ahead)
    if timing.motion.reducesMotion { position.interpolated(to: position, fraction: 0, into: &ahead) }
    swap(&origin, &position)
    swap(&projected, &ahead)
    spares = (position, ahead)
    target = newTarget
  }

  /// Whether two animations show the same frames at the same times.
  package static func == (lhs: TabBarLayoutAnimation, rhs: TabBarLayoutAnimation) -> Bool {
    lhs.target == rhs.target && lhs.origin == rhs.origin && lhs.projected == rhs.projected
      && lhs.timing == rhs.timing
  }

  /// How long the current leg takes to come within half a point of its target for good, in
  /// seconds: the spring's settling from the leg's distance and speed (the cross-fade's
  /// duration under Reduce Motion). Always finite.
  package var duration: Double {
    guard !timing.motion.reducesMotion else { return timing.motion.crossFadeDuration }
    let halfPoint = 0.5
    let distance = Double(origin.largestDisplacement(from: target))
    let speed = Double(projected.largestDisplacement(from: origin) / Self.velocityHorizon)
    let fromDistance =
      distance > 0 ? timing.spring.settlingDuration(from: 1, to: 0, tolerance: halfPoint / distance) : 0
    let fromSpeed =
      speed > 0
      ? timing.spring.settlingDuration(from: 0, to: 0, initialVelocity: 1, tolerance: halfPoint / speed) : 0
    return max(fromDistance, fromSpeed)
  }

  /// The weights of the target, the origin and the projection at `time`.
  private func weights(at time: Double) -> TabBarLayout.Weights {
    guard !timing.motion.reducesMotion else { return (1, 0, 0) }
    let response = SpringResponse(spring: timing.spring, time: time)
    let push = CGFloat(response.impulse) / Self.velocityHorizon
    let rest = CGFloat(response.displacement)
    return (1 - rest, rest - push, push)
  }

  /// The rates of change of ``weights(at:)``.
  private func rates(at time: Double) -> TabBarLayout.Weights {
    guard !timing.motion.reducesMotion else { return (0, 0, 0) }
    let response = SpringResponse(spring: timing.spring, time: time)
    let push = CGFloat(response.impulseRate) / Self.velocityHorizon
    let rest = CGFloat(response.displacementRate)
    return (-rest, rest - push, push)
  }
}
