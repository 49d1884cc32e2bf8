import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

/// A spring's position and velocity, and an animation's four basic responses, share one
/// evaluation of the exponentials and sines per time; the numbers are exactly those of
/// evaluating each on its own.
@Suite("Shared spring samples")
struct SharedSpringSampleTests {
  @Test("Value, velocity and a motion's state are exactly the separately evaluated ones, in every regime")
  func springMatchesReference() throws {
    var generator = SeededGenerator(seed: SeededGenerator.baseSeed &+ 61)
    var regimes: [String: Int] = [:]
    for _ in 0..<20_000 {
      let response = Double.random(in: 0.05...3, using: &generator)
      let fraction = [
        Double.random(in: 0.01...0.99, using: &generator), 1,
        Double.random(in: 1.01...100, using: &generator),
      ].randomElement(using: &generator)!
      let spring = TabBarSpring(response: response, dampingFraction: fraction)
      let reference = ReferenceSpring(spring)
      let start = Double.random(in: -500...500, using: &generator)
      let target = Double.random(in: -500...500, using: &generator)
      let velocity = Double.random(in: -3000...3000, using: &generator)
      let time = Double.random(in: 0...[0.3, 2, 60].randomElement(using: &generator)!, using: &generator)
      let expected = reference.state(from: start, to: target, velocity: velocity, at: time)
      try #require(
        spring.value(from: start, to: target, initialVelocity: velocity, at: time) == expected.position)
      try #require(
        spring.velocity(from: start, to: target, initialVelocity: velocity, at: time) == expected.velocity)
      let motion = SpringMotion(spring: spring, from: start, to: target, initialVelocity: velocity)
      if time > 0 { try #require(motion.state(at: time) == expected) }
      let spread =
        spring.naturalFrequency * max(spring.dampingFraction * spring.dampingFraction - 1, 0).squareRoot()
      let regime =
        spring.dampingFraction < 1
        ? "under"
        : spring.dampingFraction == 1 ? "critical" : spread * time <= 20 ? "over" : "over, far along"
      regimes[regime, default: 0] += 1
    }
    // Not vacuous: every form of the solution is reached many times.
    #expect(regimes.count == 4 && regimes.values.allSatisfy { $0 > 500 }, "\(regimes)")
  }

  @Test("An animation's frames, before and after a retarget, are the separately evaluated spring's mix")
  func animationMatchesReference() throws {
    var generator = SeededGenerator(seed: SeededGenerator.baseSeed &+ 62)
    let horizon = TabBarLayoutAnimation.velocityHorizon
    for configuration in RandomConfiguration.sweep(300, salt: 62) {
      var request = configuration.request
      let start = TabBarLayoutEngine.layout(request)
      request.selectedID = request.items.tabs.last?.id
      let end = TabBarLayoutEngine.layout(request)
      request.selectedID = request.items.tabs.first?.id
      request.containerSize.width *= 0.8
      let next = TabBarLayoutEngine.layout(request)
      let timing = TransitionTiming(spring: SpringMotionTests.randomSpring(using: &generator))
      let reference = ReferenceSpring(timing.spring)
      var animation = TabBarLayoutAnimation(from: start, to: end, timing: timing)
      let (first, second) = (
        Double.random(in: 0...0.5, using: &generator), Double.random(in: 0...1, using: &generator)
      )
      var frame = TabBarLayout.empty
      var expected = TabBarLayout.empty
      animation.layout(at: first, into: &frame)
      let before = reference.animationWeights(at: first, horizon: horizon)
      TabBarLayout.referenceCombine(end, start, start, weights: before.now, into: &expected)
      try #require(frame == expected, "\(configuration)")
      // The retarget starts the next leg from this frame, moving as fast.
      var ahead = TabBarLayout.empty
      let (now, rate) = before
      TabBarLayout.referenceCombine(
        end, start, start,
        weights: (
          now.first + horizon * rate.first, now.second + horizon * rate.second,
          now.third + horizon * rate.third
        ),
        into: &ahead)
      animation.retarget(to: next, at: first)
      animation.layout(at: second, into: &frame)
      let after = reference.animationWeights(at: second, horizon: horizon)
      let position = expected
      TabBarLayout.referenceCombine(next, position, ahead, weights: after.now, into: &expected)
      try #require(frame == expected, "\(configuration)")
    }
  }
}
