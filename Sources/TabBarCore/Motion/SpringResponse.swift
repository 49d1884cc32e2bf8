import Foundation

/// The two basic free motions of a spring at one moment, from which any motion towards a target
/// is built: a value displaced by `d` and moving at `v` is `target + d·displacement + v·impulse`
/// (the spring is linear, so this holds for points, rectangles and whole layouts alike).
struct SpringResponse: Sendable, Hashable {
  /// The motion released displaced by 1, at rest: 1 at time 0, then towards 0.
  var displacement: Double
  /// Its rate of change.
  var displacementRate: Double
  /// The motion released at the target moving at 1 unit a second: 0 at time 0, then out and back.
  var impulse: Double
  /// Its rate of change (1 at time 0).
  var impulseRate: Double

  /// The responses of `spring` `time` seconds after release (NaN and negative times are 0, +∞
  /// the rest at the target).
  init(spring: TabBarSpring, time: Double) {
    guard let time = TabBarSpring.elapsed(time) else {
      (displacement, displacementRate, impulse, impulseRate) = (0, 0, 0, 0)
      return
    }
    let oscillation = spring.oscillation
    // One evaluation of the exponentials and sines serves all four.
    let sample = oscillation.sample(at: time)
    displacement = oscillation.value(initial: 1, rate: 0, at: sample)
    displacementRate = oscillation.rate(initial: 1, rate: 0, at: sample)
    impulse = oscillation.value(initial: 0, rate: 1, at: sample)
    impulseRate = oscillation.rate(initial: 0, rate: 1, at: sample)
    // From a sane spring and time, but a huge time makes a phase infinite, and its sine NaN.
    let finite =
      displacement.isFinite && displacementRate.isFinite && impulse.isFinite && impulseRate.isFinite
    if !finite {
      (displacement, displacementRate, impulse, impulseRate) = (0, 0, 0, 0)
    }
  }
}
