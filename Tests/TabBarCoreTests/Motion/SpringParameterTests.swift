import TabBarCore
import TabBarHostileInput
import Testing

@Suite("TabBarSpring parameters")
struct SpringParameterTests {
  @Test("Duration 0.5 and bounce 0.3 give stiffness 157.9 and damping 17.6, as Apple's example")
  func appleDurationBounceExample() {
    let spring = TabBarSpring(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - 157.9) < 0.05)
    #expect(abs(spring.damping - 17.6) < 0.05)
  }

  @Test("Stiffness 100 and damping 10 give duration 0.63 and bounce 0.5, as Apple's example")
  func appleStiffnessDampingExample() {
    let spring = TabBarSpring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(spring.duration - 0.628) < 0.001)
    #expect(abs(spring.bounce - 0.5) < 1e-12)
  }

  @Test("SwiftUI's default spring has response 0.55 and damping fraction 0.825")
  func defaultSpring() {
    let spring = TabBarSpring.default
    #expect(abs(spring.response - 0.55) < 1e-12)
    #expect(abs(spring.dampingFraction - 0.825) < 1e-12)
    #expect(abs(spring.stiffness - (2 * Double.pi / 0.55) * (2 * Double.pi / 0.55)) < 1e-9)
    #expect(abs(spring.damping - 4 * Double.pi * 0.825 / 0.55) < 1e-9)
  }

  @Test("Response and damping fraction give stiffness (2π/response)² and damping 4π·ζ/response")
  func responseFormula() {
    let spring = TabBarSpring(response: 0.4, dampingFraction: 0.6)
    #expect(abs(spring.stiffness - (2 * Double.pi / 0.4) * (2 * Double.pi / 0.4)) < 1e-9)
    #expect(abs(spring.damping - 4 * Double.pi * 0.6 / 0.4) < 1e-9)
  }

  @Test("A negative bounce is overdamped with damping ratio 1/(1 + bounce)")
  func negativeBounce() {
    let spring = TabBarSpring(duration: 0.5, bounce: -0.5)
    #expect(abs(spring.dampingFraction - 2) < 1e-12)
    #expect(abs(spring.damping - 4 * Double.pi / (0.5 * 0.5)) < 1e-9)
    #expect(abs(spring.bounce - -0.5) < 1e-12)
  }

  @Test("Every description converts back to itself: duration/bounce and response/dampingFraction")
  func roundTrips() {
    var generator = SeededGenerator(seed: SeededGenerator.baseSeed &+ 1)
    for _ in 0..<2000 {
      let duration = Double.random(in: 0.01...10, using: &generator)
      let bounce = Double.random(in: -0.9...0.9, using: &generator)
      let spring = TabBarSpring(duration: duration, bounce: bounce)
      #expect(abs(spring.duration - duration) < 1e-9 * duration)
      #expect(abs(spring.bounce - bounce) < 1e-9)
      let fraction = Double.random(in: 0.05...20, using: &generator)
      let other = TabBarSpring(response: duration, dampingFraction: fraction)
      #expect(abs(other.response - duration) < 1e-9 * duration)
      #expect(abs(other.dampingFraction - fraction) < 1e-9 * fraction)
      let physical = TabBarSpring(
        mass: 2, stiffness: other.stiffness * 2, damping: other.damping * 2, allowOverDamping: true)
      #expect(abs(physical.dampingFraction - fraction) < 1e-9 * fraction)
    }
  }

  @Test("Without allowOverDamping, an overdamped physical spring is critically damped, as SwiftUI's")
  func overDampingNeedsPermission() {
    #expect(abs(TabBarSpring(stiffness: 100, damping: 40).dampingFraction - 1) < 1e-12)
    #expect(
      abs(TabBarSpring(stiffness: 100, damping: 40, allowOverDamping: true).dampingFraction - 2) < 1e-12)
  }

  @Test("Hostile parameters are clamped to a finite spring that settles, never NaN")
  func hostileParameters() {
    let hostile: [Double] = [.nan, 0, -1, -.infinity, .infinity, 1e-300, 1e300, -0.0]
    for first in hostile {
      for second in hostile {
        let springs = [
          TabBarSpring(duration: first, bounce: second),
          TabBarSpring(response: first, dampingFraction: second),
          TabBarSpring(mass: first, stiffness: second, damping: first),
          TabBarSpring(mass: 1, stiffness: first, damping: second, allowOverDamping: true),
        ]
        for spring in springs {
          #expect(spring.stiffness.isFinite && spring.stiffness > 0)
          #expect(spring.damping.isFinite && spring.damping > 0)
          #expect(
            TabBarSpring.durationRange.contains(spring.duration * (1 - 1e-12))
              || TabBarSpring.durationRange.contains(spring.duration * (1 + 1e-12)))
          #expect(
            TabBarSpring.dampingFractionRange.contains(spring.dampingFraction * (1 - 1e-12))
              || TabBarSpring.dampingFractionRange.contains(spring.dampingFraction * (1 + 1e-12)))
          let settling = spring.settlingDuration(from: 0, to: 1)
          #expect(settling.isFinite && settling >= 0)
        }
      }
    }
  }

  @Test("NaN takes the initialiser's default; zero or negative durations are instant; infinite is slowest")
  func hostileDefaults() {
    #expect(TabBarSpring(duration: .nan, bounce: .nan) == TabBarSpring(duration: 0.5, bounce: 0))
    #expect(
      TabBarSpring(response: .nan, dampingFraction: .nan)
        == TabBarSpring(response: 0.55, dampingFraction: 0.825))
    #expect(TabBarSpring(duration: 0).duration == TabBarSpring.durationRange.lowerBound)
    #expect(TabBarSpring(duration: -3).duration == TabBarSpring.durationRange.lowerBound)
    #expect(abs(TabBarSpring(duration: .infinity).duration - TabBarSpring.durationRange.upperBound) < 1e-9)
    #expect(abs(TabBarSpring(duration: 1, bounce: 1).bounce - TabBarSpring.bounceRange.upperBound) < 1e-12)
    #expect(abs(TabBarSpring(duration: 1, bounce: -1).bounce - TabBarSpring.bounceRange.lowerBound) < 1e-12)
    #expect(
      abs(TabBarSpring(mass: 1, stiffness: 0, damping: 1).duration - TabBarSpring.durationRange.upperBound)
        < 1e-9)
  }
}
