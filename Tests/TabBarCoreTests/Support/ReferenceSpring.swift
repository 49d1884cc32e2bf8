import Foundation
import TabBarCore

/// A spring's motion as first written: every value and every rate evaluates its own
/// exponentials and sines. The shared per-time evaluation must give exactly these numbers.
struct ReferenceSpring {
  let naturalFrequency: Double
  let dampingRatio: Double

  init(_ spring: TabBarSpring) {
    naturalFrequency = spring.naturalFrequency
    dampingRatio = spring.dampingFraction
  }

  /// x(t) for x(0) = `initial` and x′(0) = `rate`.
  func value(initial: Double, rate: Double, time: Double) -> Double {
    let decay = dampingRatio * naturalFrequency
    let coefficient = rate + decay * initial
    if dampingRatio < 1 {
      let damped = naturalFrequency * (1 - dampingRatio * dampingRatio).squareRoot()
      let phase = damped * time
      return exp(-decay * time) * (initial * cos(phase) + coefficient * sin(phase) / damped)
    }
    if dampingRatio == 1 {
      return exp(-decay * time) * (initial + coefficient * time)
    }
    let root = (dampingRatio * dampingRatio - 1).squareRoot()
    let spread = naturalFrequency * root
    if spread * time <= 20 {
      let product = spread * time
      return exp(-decay * time) * (initial * cosh(product) + coefficient * sinh(product) / spread)
    }
    let slow = -naturalFrequency / (dampingRatio + root)
    let fast = -naturalFrequency * (dampingRatio + root)
    let ratio = coefficient / spread
    return 0.5 * (initial + ratio) * exp(slow * time) + 0.5 * (initial - ratio) * exp(fast * time)
  }

  /// x′(t) for x(0) = `initial` and x′(0) = `rate`.
  func rate(initial: Double, rate: Double, time: Double) -> Double {
    let acceleration =
      -2 * dampingRatio * naturalFrequency * rate - naturalFrequency * naturalFrequency * initial
    return value(initial: rate, rate: acceleration, time: time)
  }

  /// The spring's position and velocity released at `start` (finite) towards `target` (finite)
  /// at `velocity` (finite), `time` (≥ 0, finite) seconds on.
  func state(from start: Double, to target: Double, velocity: Double, at time: Double) -> SpringState {
    let position = target + value(initial: start - target, rate: velocity, time: time)
    let speed = rate(initial: start - target, rate: velocity, time: time)
    return SpringState(position: position.isFinite ? position : target, velocity: speed.isFinite ? speed : 0)
  }

  /// The weights of an animation's target, origin and projection (see `TabBarLayoutAnimation`)
  /// at `time`, and their rates of change.
  func animationWeights(at time: Double, horizon: CGFloat) -> (
    now: TabBarLayout.Weights, rate: TabBarLayout.Weights
  ) {
    let rest = CGFloat(value(initial: 1, rate: 0, time: time))
    let push = CGFloat(value(initial: 0, rate: 1, time: time)) / horizon
    let restRate = CGFloat(rate(initial: 1, rate: 0, time: time))
    let pushRate = CGFloat(rate(initial: 0, rate: 1, time: time)) / horizon
    return ((1 - rest, rest - push, push), (-restRate, restRate - pushRate, pushRate))
  }
}
