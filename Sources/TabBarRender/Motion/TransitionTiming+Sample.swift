import Foundation

extension TransitionTiming {
  /// The state of the change `time` seconds after it began, as the preview draws it (NaN and
  /// negative times are 0; times past ``duration`` give the end state).
  ///
  /// With ``MotionPreference/standard`` the geometry follows the spring from 0 (the start) to 1
  /// (the end), overshooting when its bounce is positive, and nothing fades. With
  /// ``MotionPreference/reduced(crossFadeDuration:)`` the geometry is at the end at once (no
  /// travel, no overshoot) and the end state fades in over the start with an ease-in-out curve,
  /// or appears at once when the cross-fade lasts 0 s.
  ///
  /// A frame is drawn as: the start state at opacity `1 − incomingOpacity` (only while a
  /// cross-fade is under way), and under it the geometry `progress` of the way from start to end
  /// at opacity `incomingOpacity`.
  ///
  /// ```swift
  /// TransitionTiming(motion: .reducedWithCrossFade).sample(at: 0.1)
  /// // TransitionSample(progress: 1, incomingOpacity: 0.5): halfway through the cross-fade
  /// ```
  package func sample(at time: Double) -> TransitionSample {
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
