import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

/// A running spring can be sent to a new target without a jump in position or velocity.
@Suite("Spring retargeting")
struct SpringRetargetTests {
  /// Random springs, ends, velocities and retarget times.
  static func motions(_ count: Int) -> [(SpringMotion, time: Double, newTarget: Double)] {
    var random = SeededGenerator(seed: SeededGenerator.baseSeed &+ 71)
    return (0..<count).map { _ in
      let spring = TabBarSpring(
        duration: .random(in: 0.1...2, using: &random), bounce: .random(in: -0.9...0.9, using: &random))
      let motion = SpringMotion(
        spring: spring, from: .random(in: -500...500, using: &random),
        to: .random(in: -500...500, using: &random),
        initialVelocity: .random(in: -3_000...3_000, using: &random))
      return (motion, .random(in: 0...1.5, using: &random), .random(in: -500...500, using: &random))
    }
  }

  @Test("A retargeted motion starts exactly where the old one was, exactly as fast")
  func continuity() {
    var moving = 0
    for (motion, time, newTarget) in Self.motions(2_000) {
      let before = motion.state(at: time)
      let after = motion.retargeted(to: newTarget, at: time)
      #expect(after.state(at: 0) == before)
      #expect(after.target == newTarget)
      if abs(before.velocity) > 1 { moving += 1 }
    }
    #expect(moving > 1_000)
  }

  @Test("The velocity is the derivative of the position, with an initial velocity")
  func velocityIsDerivative() {
    for (motion, time, _) in Self.motions(500) {
      let step = 1e-6
      let slope =
        (motion.state(at: time + step).position - motion.state(at: time + 2 * step).position) / -step
      let velocity = motion.state(at: time + 1.5 * step).velocity
      #expect(abs(slope - velocity) <= 1e-3 * max(1, abs(velocity)))
    }
  }

  @Test("Settling with an initial velocity: within tolerance from the settling time on, not just before")
  func settlingWithVelocity() {
    for (motion, _, _) in Self.motions(300) {
      let tolerance = 0.01
      let settling = motion.settlingDuration(tolerance: tolerance)
      #expect(settling.isFinite && settling >= 0)
      for step in 0..<200 {
        let offset = motion.state(at: settling + Double(step) * 0.01).position - motion.target
        #expect(abs(offset) <= tolerance * (1 + 1e-6))
      }
      if settling > 0 {
        let before = motion.state(at: max(0, settling - 1e-4)).position - motion.target
        #expect(abs(before) > tolerance * 0.99)
      }
    }
  }

  @Test("A velocity away from the target takes longer to settle than none")
  func awayTakesLonger() {
    let spring = TabBarSpring(duration: 0.5, bounce: 0)
    let still = SpringMotion(spring: spring, from: 0, to: 100).settlingDuration()
    let away = SpringMotion(spring: spring, from: 0, to: 100, initialVelocity: -800).settlingDuration()
    #expect(away > still)
  }

  @Test("Reduce Motion: the value is at its target at once, and a retarget jumps too")
  func reduceMotion() {
    let motion = SpringMotion(
      spring: .default, motion: .reducedImmediate, from: 0, to: 100, initialVelocity: 50)
    #expect(motion.state(at: 0) == SpringState(position: 100, velocity: 0))
    #expect(motion.settlingDuration() == 0)
    let retargeted = motion.retargeted(to: -20, at: 0.1)
    #expect(retargeted.state(at: 0) == SpringState(position: -20, velocity: 0))
  }

  @Test("Hostile numbers give finite states")
  func hostile() {
    for value in [Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude] {
      let motion = SpringMotion(spring: .default, from: value, to: value, initialVelocity: value)
      for time in [value, 0, 0.1] {
        let state = motion.retargeted(to: value, at: time).state(at: time)
        #expect(state.position.isFinite && state.velocity.isFinite)
      }
    }
  }
}
