import Foundation

/// The timing of a change between two states of the bar (a new selection), under a motion
/// preference: where the geometry is and how far the cross-fade has gone at each moment.
///
/// With ``MotionPreference/standard`` the geometry follows the spring from 0 (the start) to 1 (the
/// end), overshooting when its bounce is positive, and nothing fades. With
/// ``MotionPreference/reduced(crossFadeDuration:)`` the geometry is at the end at once (no travel,
/// no overshoot) and the end state fades in over the start with an ease-in-out curve, or appears
/// at once when the cross-fade lasts 0 s.
///
/// A frame is drawn as: the start state at opacity `1 − incomingOpacity` (only while a
/// cross-fade is under way), and under it the geometry `progress` of the way from start to end
/// at opacity `incomingOpacity`.
public struct TransitionTiming: Sendable, Hashable {
  /// The spring the geometry follows under full motion.
  public var spring: TabBarSpring
  /// The person's motion preference.
  public var motion: MotionPreference
  /// How close the spring's progress (a fraction of the whole travel) must come to 1 to count as
  /// settled: 0.001 (a third of a point on a 300 pt move) by default.
  public var tolerance: Double

  /// Creates a timing.
  public init(
    spring: TabBarSpring = .default, motion: MotionPreference = .standard, tolerance: Double = 0.001
  ) {
    self.spring = spring
    self.motion = motion
    self.tolerance = tolerance
  }

  /// How long the change lasts, in seconds: the spring's settling duration under full motion,
  /// the cross-fade's duration under Reduce Motion (0 when immediate). Always finite.
  public var duration: Double {
    switch motion {
    case .standard: spring.settlingDuration(from: 0, to: 1, tolerance: tolerance)
    case .reduced: motion.crossFadeDuration
    }
  }

  /// The state of the change `time` seconds after it began (NaN and negative times are 0; times
  /// past ``duration`` give the end state).
  public func sample(at time: Double) -> TransitionSample {
    let time = time.isNaN ? 0 : max(time, 0)
    switch motion {
    case .standard:
      guard time < duration else { return TransitionSample(progress: 1, incomingOpacity: 1) }
      return TransitionSample(progress: spring.value(from: 0, to: 1, at: time), incomingOpacity: 1)
    case .reduced:
      let fade = motion.crossFadeDuration
      guard fade > 0, time < fade else { return TransitionSample(progress: 1, incomingOpacity: 1) }
      let linear = time / fade
      return TransitionSample(progress: 1, incomingOpacity: linear * linear * (3 - 2 * linear))
    }
  }
}
