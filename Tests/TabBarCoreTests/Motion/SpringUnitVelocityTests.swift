import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

/// SwiftUI animates every change from 0 to 1, so a release velocity reaches it as a share of the
/// distance; the unit motion scaled back must be the core's motion.
@Suite("Spring release velocity as SwiftUI takes it")
struct SpringUnitVelocityTests {
  @Test("The unit motion, scaled by the distance, is the motion")
  func unitMotionMatches() {
    var random = SeededGenerator(seed: SeededGenerator.baseSeed &+ 4_411)
    var compared = 0
    for _ in 0..<500 {
      let start = Double.random(in: -2...2, using: &random)
      let target = Double.random(in: -2...2, using: &random)
      let velocity = Double.random(in: -20...20, using: &random)
      let motion = SpringMotion(spring: .default, from: start, to: target, initialVelocity: velocity)
      let unit = SpringMotion(spring: .default, from: 0, to: 1, initialVelocity: motion.unitInitialVelocity)
      guard abs(target - start) > 0.01 else { continue }
      for time in stride(from: 0.0, through: 1.0, by: 0.1) {
        let scaled = start + unit.state(at: time).position * (target - start)
        #expect(abs(scaled - motion.state(at: time).position) < 1e-6, "time \(time)")
      }
      compared += 1
    }
    #expect(compared > 400)
  }

  @Test("No distance, no motion, or hostile values: no velocity")
  func degenerate() {
    #expect(SpringMotion(spring: .default, from: 1, to: 1, initialVelocity: 5).unitInitialVelocity == 0)
    let reduced = SpringMotion(
      spring: .default, motion: .reducedImmediate, from: 0, to: 1, initialVelocity: 5)
    #expect(reduced.unitInitialVelocity == 0)
    let tiny = SpringMotion(spring: .default, from: 0, to: 1e-9, initialVelocity: .greatestFiniteMagnitude)
    #expect(tiny.unitInitialVelocity == 0)
    let huge = SpringMotion(spring: .default, from: 0, to: 1e-5, initialVelocity: .greatestFiniteMagnitude)
    #expect(huge.unitInitialVelocity.isFinite)
  }
}
