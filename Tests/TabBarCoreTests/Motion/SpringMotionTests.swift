import TabBarCore
import TabBarHostileInput
import Testing

@Suite("TabBarSpring motion")
struct SpringMotionTests {
  /// A random spring across every regime, from barely damped to heavily overdamped.
  static func randomSpring(using generator: inout SeededGenerator) -> TabBarSpring {
    let response = Double.random(in: 0.05...3, using: &generator)
    switch Int.random(in: 0..<4, using: &generator) {
    case 0:
      return TabBarSpring(
        response: response, dampingFraction: Double.random(in: 0.05...0.99, using: &generator))
    case 1: return TabBarSpring(response: response, dampingFraction: 1)
    case 2:
      return TabBarSpring(response: response, dampingFraction: Double.random(in: 1.01...8, using: &generator))
    default: return TabBarSpring(duration: response, bounce: Double.random(in: -0.9...0.9, using: &generator))
    }
  }

  /// A random spring released somewhere, towards somewhere, at some velocity.
  static func randomRelease(
    using generator: inout SeededGenerator
  ) -> (spring: TabBarSpring, start: Double, target: Double, velocity: Double) {
    (
      randomSpring(using: &generator), Double.random(in: -500...500, using: &generator),
      Double.random(in: -500...500, using: &generator), Double.random(in: -3000...3000, using: &generator)
    )
  }

  @Test("At time 0 the value is the start and the velocity the initial velocity")
  func startsWhereReleased() {
    var generator = SeededGenerator(seed: SeededGenerator.baseSeed &+ 2)
    for _ in 0..<2000 {
      let (spring, start, target, velocity) = Self.randomRelease(using: &generator)
      #expect(abs(spring.value(from: start, to: target, initialVelocity: velocity, at: 0) - start) < 1e-9)
      #expect(
        abs(spring.velocity(from: start, to: target, initialVelocity: velocity, at: 0) - velocity) < 1e-9)
    }
  }

  @Test("From its settling duration on, the value stays within the tolerance of the target")
  func convergesWithinSettlingDuration() {
    var generator = SeededGenerator(seed: SeededGenerator.baseSeed &+ 3)
    for _ in 0..<2000 {
      let (spring, start, target, velocity) = Self.randomRelease(using: &generator)
      let tolerance = [0.5, 0.001, 1e-6].randomElement(using: &generator) ?? 0.001
      let settling = spring.settlingDuration(
        from: start, to: target, initialVelocity: velocity, tolerance: tolerance)
      #expect(settling.isFinite && settling >= 0)
      for step in 0...200 {
        let time = settling + Double(step) * spring.duration / 20
        let value = spring.value(from: start, to: target, initialVelocity: velocity, at: time)
        #expect(abs(value - target) <= tolerance * (1 + 1e-6) + 1e-9)
      }
    }
  }

  @Test("The settling duration is tight: just before it the value is still beyond the tolerance")
  func settlingDurationIsExact() {
    var generator = SeededGenerator(seed: SeededGenerator.baseSeed &+ 4)
    for _ in 0..<2000 {
      let spring = Self.randomSpring(using: &generator)
      let start = Double.random(in: -500...500, using: &generator)
      let velocity = Double.random(in: -3000...3000, using: &generator)
      let settling = spring.settlingDuration(from: start, to: 0, initialVelocity: velocity, tolerance: 0.01)
      guard settling > 0 else { continue }
      let before = spring.value(from: start, to: 0, initialVelocity: velocity, at: settling * (1 - 1e-6))
      #expect(abs(before) > 0.01 * (1 - 1e-6))
    }
  }

  @Test("A spring that starts at rest on its target has settled at once")
  func alreadySettled() {
    #expect(TabBarSpring.default.settlingDuration(from: 4, to: 4) == 0)
    #expect(TabBarSpring.default.settlingDuration(from: 4, to: 4.0005) == 0)
    #expect(TabBarSpring.default.settlingDuration(from: 4, to: 4, initialVelocity: 10) > 0)
  }

  @Test("Velocity is the derivative of value (central finite differences)")
  func velocityIsDerivative() {
    var generator = SeededGenerator(seed: SeededGenerator.baseSeed &+ 5)
    for _ in 0..<3000 {
      let spring = Self.randomSpring(using: &generator)
      let start = Double.random(in: -100...100, using: &generator)
      let target = Double.random(in: -100...100, using: &generator)
      let velocity = Double.random(in: -500...500, using: &generator)
      let time = Double.random(in: 0.001...2, using: &generator)
      let step = 1e-6
      let later = spring.value(from: start, to: target, initialVelocity: velocity, at: time + step)
      let earlier = spring.value(from: start, to: target, initialVelocity: velocity, at: time - step)
      let difference = (later - earlier) / (2 * step)
      let exact = spring.velocity(from: start, to: target, initialVelocity: velocity, at: time)
      let scale = max(abs(start - target) * spring.naturalFrequency, abs(velocity), 1)
      #expect(abs(difference - exact) <= 1e-5 * scale)
    }
  }

  @Test("Critical damping is the limit of under- and overdamping on either side")
  func criticalIsTheLimit() {
    var generator = SeededGenerator(seed: SeededGenerator.baseSeed &+ 6)
    for _ in 0..<2000 {
      let response = Double.random(in: 0.05...3, using: &generator)
      let critical = TabBarSpring(response: response, dampingFraction: 1)
      let under = TabBarSpring(response: response, dampingFraction: 1 - 1e-7)
      let over = TabBarSpring(response: response, dampingFraction: 1 + 1e-7)
      let start = Double.random(in: -100...100, using: &generator)
      let velocity = Double.random(in: -500...500, using: &generator)
      let time = Double.random(in: 0...(3 * response), using: &generator)
      let scale = max(abs(start), abs(velocity) * response, 1)
      for spring in [under, over] {
        let value = spring.value(from: start, to: 0, initialVelocity: velocity, at: time)
        let limit = critical.value(from: start, to: 0, initialVelocity: velocity, at: time)
        #expect(abs(value - limit) <= 1e-5 * scale)
        let speed = spring.velocity(from: start, to: 0, initialVelocity: velocity, at: time)
        let limitSpeed = critical.velocity(from: start, to: 0, initialVelocity: velocity, at: time)
        #expect(abs(speed - limitSpeed) <= 1e-5 * scale / response)
      }
      let settleUnder = under.settlingDuration(from: start, to: 0, initialVelocity: velocity)
      let settleCritical = critical.settlingDuration(from: start, to: 0, initialVelocity: velocity)
      #expect(abs(settleUnder - settleCritical) <= 1e-3 * max(settleCritical, response))
    }
  }

  @Test("Released at rest, a spring overshoots its target exactly when its bounce is positive")
  func overshootOnlyWithBounce() {
    for bounce in stride(from: -0.9, through: 0.9, by: 0.1) {
      let spring = TabBarSpring(duration: 0.5, bounce: bounce)
      let samples = (0...2000).map { spring.value(from: 0, to: 1, at: Double($0) / 1000) }
      let peak = samples.max() ?? 0
      if bounce > 0.05 {
        #expect(peak > 1 + 1e-6)
      } else {
        #expect(peak <= 1 + 1e-12)
      }
    }
  }

  @Test("Hostile times, positions and velocities give defined values, never NaN")
  func hostileMotionInputs() {
    let spring = TabBarSpring(duration: 0.4, bounce: 0.2)
    #expect(spring.value(from: 3, to: 7, at: -.infinity) == 3)
    #expect(spring.value(from: 3, to: 7, at: .nan) == 3)
    #expect(spring.value(from: 3, to: 7, at: .infinity) == 7)
    #expect(spring.velocity(from: 3, to: 7, at: .infinity) == 0)
    #expect(spring.value(from: 3, to: .nan, at: 0.1) == 3)
    #expect(spring.value(from: .infinity, to: 7, at: 0.1) == 7)
    #expect(spring.value(from: -.greatestFiniteMagnitude, to: .greatestFiniteMagnitude, at: 0.1).isFinite)
    let hostile: [Double] = [.nan, .infinity, -.infinity, 0, -1, 1e308, -1e308, 1e-308]
    for start in hostile {
      for target in hostile {
        for velocity in hostile {
          for time in hostile {
            #expect(!spring.value(from: start, to: target, initialVelocity: velocity, at: time).isNaN)
            #expect(!spring.velocity(from: start, to: target, initialVelocity: velocity, at: time).isNaN)
          }
          let settling = spring.settlingDuration(
            from: start, to: target, initialVelocity: velocity, tolerance: .nan)
          #expect(settling.isFinite && settling >= 0)
        }
      }
    }
  }

  @Test(
    "The documented examples hold: a 0.3 bounce passes the target; a critical 0.5 s spring settles in 0.735 s"
  )
  func documentedExamples() {
    let bouncy = TabBarSpring(duration: 0.5, bounce: 0.3)
    #expect(abs(bouncy.value(from: 0, to: 100, at: 0.3) - 103.4) < 0.05)
    #expect(abs(TabBarSpring(duration: 0.5, bounce: 0).settlingDuration(from: 0, to: 1) - 0.7348) < 1e-4)
  }
}
