import Foundation
import TabBarRender
import Testing

/// The renderer's film of a change of selection: the core's two layouts, sampled on the core's
/// timing.
@Suite("Animation frames")
struct TabBarTransitionTests {
  static func request(metrics: TabBarMetrics = .indicator) throws -> TabBarLayoutRequest {
    try MotionFixtures.request(tabs: 5, selected: "t0", metrics: metrics)
  }

  @Test("The first frame is the start layout and the last is the end layout", arguments: [60, 120])
  func endsAreExact(framesPerSecond: Int) throws {
    let request = try Self.request()
    let transition = TabBarTransition(
      from: request, toSelection: "t3",
      timing: TransitionTiming(spring: TabBarSpring(duration: 0.4, bounce: 0.3)),
      framesPerSecond: framesPerSecond)
    let frames = transition.frames
    #expect(frames.first?.layout == TabBarLayoutEngine.layout(request))
    #expect(frames.first?.time == 0)
    var target = request
    target.selectedID = "t3"
    #expect(frames.last?.layout == TabBarLayoutEngine.layout(target))
    #expect(frames.allSatisfy { $0.opacity == 1 && $0.fadingLayout == nil })
  }

  @Test("The frame count is the settling time times the frame rate, rounded up, plus the first frame")
  func frameCountMatchesSettling() throws {
    let request = try Self.request()
    for framesPerSecond in [60, 120] {
      for bounce in [-0.5, 0, 0.2, 0.5] {
        let spring = TabBarSpring(duration: 0.5, bounce: bounce)
        let timing = TransitionTiming(spring: spring)
        let transition = TabBarTransition(
          from: request, toSelection: "t4", timing: timing, framesPerSecond: framesPerSecond)
        let settling = spring.settlingDuration(from: 0, to: 1, tolerance: timing.tolerance)
        #expect(transition.frameCount == Int((settling * Double(framesPerSecond)).rounded(.up)) + 1)
        #expect(transition.frames.count == transition.frameCount)
        let lastTime = transition.frames.last?.time ?? 0
        #expect(lastTime >= settling && lastTime < settling + 1 / Double(framesPerSecond))
      }
    }
  }

  @Test("The indicator overshoots its destination only when the bounce is positive")
  func overshootOnlyWithBounce() throws {
    let request = try Self.request()
    var target = request
    target.selectedID = "t3"
    let startX = try #require(TabBarLayoutEngine.layout(request).indicator?.frame.midX)
    let endX = try #require(TabBarLayoutEngine.layout(target).indicator?.frame.midX)
    for bounce in [-0.6, -0.2, 0, 0.15, 0.3, 0.6] {
      let transition = TabBarTransition(
        from: request, toSelection: "t3",
        timing: TransitionTiming(spring: TabBarSpring(duration: 0.5, bounce: bounce)),
        framesPerSecond: 120)
      let beyond = transition.frames.compactMap { $0.layout.indicator?.frame.midX }.map {
        ($0 - endX) * (endX > startX ? 1 : -1)
      }
      let overshoot = beyond.max() ?? 0
      if bounce > 0 {
        #expect(overshoot > 0.5)
      } else {
        #expect(overshoot <= 1e-9)
      }
    }
  }

  @Test("A notch that follows the selection glides there, without overshoot on a spring without bounce")
  func notchTravels() throws {
    var metrics = TabBarMetrics.curved
    metrics.actionButton.notch?.anchor = .selection
    let request = try Self.request(metrics: metrics)
    let transition = TabBarTransition(
      from: request, toSelection: "t4",
      timing: TransitionTiming(spring: TabBarSpring(duration: 0.4, bounce: 0)))
    let centres = transition.frames.compactMap { $0.layout.outline.resolvedNotchCenterX }
    #expect(centres.count == transition.frameCount)
    #expect(Set(centres.map { Int($0.rounded()) }).count > 3)
    #expect(zip(centres, centres.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 })
  }

  @Test("Under Reduce Motion nothing travels: the end layout cross-fades in over the start")
  func reduceMotionCrossFades() throws {
    let request = try Self.request()
    var target = request
    target.selectedID = "t3"
    let start = TabBarLayoutEngine.layout(request)
    let end = TabBarLayoutEngine.layout(target)
    let timing = TransitionTiming(
      spring: TabBarSpring(duration: 0.5, bounce: 0.6), motion: .reduced(crossFadeDuration: 0.2))
    let transition = TabBarTransition(from: start, to: end, timing: timing, framesPerSecond: 60)
    #expect(transition.frameCount == 13)
    for frame in transition.frames {
      #expect(frame.layout == end)
      #expect(abs(frame.opacity + frame.fadingOpacity - 1) < 1e-12)
      #expect(frame.fadingLayout == nil || frame.fadingLayout == start)
    }
    #expect(transition.frames.first?.opacity == 0)
    #expect(transition.frames.last?.opacity == 1)
    let opacities = transition.frames.map(\.opacity)
    #expect(zip(opacities, opacities.dropFirst()).allSatisfy { $1 >= $0 })
  }

  @Test("Reduce Motion with no cross-fade is one frame: the end layout")
  func reduceMotionImmediate() throws {
    let request = try Self.request()
    let transition = TabBarTransition(
      from: request, toSelection: "t2", timing: TransitionTiming(motion: .reducedImmediate))
    var target = request
    target.selectedID = "t2"
    #expect(transition.frames == [TabBarAnimationFrame(time: 0, layout: TabBarLayoutEngine.layout(target))])
  }

  @Test("Hostile frame rates, durations and indices give a bounded, finite film")
  func hostileInputs() throws {
    let request = try Self.request()
    for framesPerSecond in [Int.min, -1, 0, 1, 60, 1_000_000, Int.max] {
      for spring in [
        TabBarSpring(duration: .infinity, bounce: 0.99), TabBarSpring(duration: .nan),
        TabBarSpring(duration: 0),
      ] {
        for motion in [
          MotionPreference.standard, .reduced(crossFadeDuration: .nan),
          .reduced(crossFadeDuration: .infinity),
        ] {
          let transition = TabBarTransition(
            from: request, toSelection: "t1",
            timing: TransitionTiming(spring: spring, motion: motion, tolerance: .nan),
            framesPerSecond: framesPerSecond)
          #expect((1...TabBarTransition.maximumFrameCount).contains(transition.frameCount))
          #expect((1...TabBarTransition.maximumFramesPerSecond).contains(transition.framesPerSecond))
          for index in [Int.min, -1, 0, 1, transition.frameCount - 1, Int.max] {
            let frame = transition.frame(at: index)
            #expect(frame.time.isFinite && frame.opacity.isFinite && frame.fadingOpacity.isFinite)
          }
        }
      }
    }
  }
}
