import Foundation

extension TabBarSpring {
  /// The spring's value `time` seconds after it was released at `start`, moving at
  /// `initialVelocity`, towards `target`: the exact solution, whatever the damping.
  ///
  /// ```swift
  /// let spring = TabBarSpring(duration: 0.5, bounce: 0.3)
  /// spring.value(from: 0, to: 100, at: 0)    // 0
  /// spring.value(from: 0, to: 100, at: 0.3)  // ≈ 103.4: past the target, then back
  /// ```
  ///
  /// Hostile inputs get defined results: a time before 0 or NaN is time 0, an infinite time is
  /// the target; a non-finite target means "stay at `start`", a non-finite start means "already at
  /// the target"; a non-finite velocity is 0; and arithmetic that would overflow (magnitudes near
  /// `Double.greatestFiniteMagnitude`) gives the target. The result is never NaN.
  package func value(from start: Double, to target: Double, initialVelocity: Double = 0, at time: Double)
    -> Double
  {
    let motion = SpringRelease(start: start, target: target, initialVelocity: initialVelocity)
    guard let time = TabBarSpring.elapsed(time) else { return motion.target }
    let sample = oscillation.sample(at: time)
    return motion.position(
      offset: oscillation.value(initial: motion.displacement, rate: motion.velocity, at: sample))
  }

  /// The spring's velocity, in units per second, `time` seconds after it was released at `start`
  /// moving at `initialVelocity` towards `target`: the exact derivative of
  /// ``value(from:to:initialVelocity:at:)``, with the same treatment of hostile inputs (0 where
  /// that function gives the target).
  package func velocity(from start: Double, to target: Double, initialVelocity: Double = 0, at time: Double)
    -> Double
  {
    let motion = SpringRelease(start: start, target: target, initialVelocity: initialVelocity)
    guard let time = TabBarSpring.elapsed(time) else { return 0 }
    let sample = oscillation.sample(at: time)
    // From sane inputs, but a huge displacement times a stiff spring's frequency can overflow.
    return oscillation.rate(initial: motion.displacement, rate: motion.velocity, at: sample).finite(or: 0)
  }

  /// ``value(from:to:initialVelocity:at:)`` and ``velocity(from:to:initialVelocity:at:)``
  /// together for the motion `release` describes, sharing one evaluation of its exponentials and
  /// sines (what a running animation reads every frame).
  func state(of release: SpringRelease, at time: Double) -> SpringState {
    guard let time = TabBarSpring.elapsed(time) else {
      return SpringState(position: release.target, velocity: 0)
    }
    let sample = oscillation.sample(at: time)
    return SpringState(
      position: release.position(
        offset: oscillation.value(initial: release.displacement, rate: release.velocity, at: sample)),
      // As in velocity(from:to:initialVelocity:at:): the rate can overflow.
      velocity: oscillation.rate(initial: release.displacement, rate: release.velocity, at: sample).finite(
        or: 0))
  }

  /// `time` made usable: NaN and negative times are 0; `nil` for +∞ (the motion is over).
  static func elapsed(_ time: Double) -> Double? {
    if time.isNaN || time <= 0 { return 0 }
    return time.isFinite ? time : nil
  }
}
