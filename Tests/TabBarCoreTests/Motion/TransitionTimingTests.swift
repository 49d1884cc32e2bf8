import TabBarCore
import Testing

@Suite("Transition timing and Reduce Motion")
struct TransitionTimingTests {
  @Test("Full motion follows the spring and never fades")
  func standardFollowsSpring() {
    let spring = TabBarSpring(duration: 0.4, bounce: 0.25)
    let timing = TransitionTiming(spring: spring)
    for step in 0..<40 {
      let time = Double(step) / 100
      let sample = timing.sample(at: time)
      #expect(sample.incomingOpacity == 1)
      #expect(abs(sample.progress - spring.value(from: 0, to: 1, at: time)) < 1e-12)
    }
    #expect(timing.sample(at: timing.duration) == TransitionSample(progress: 1, incomingOpacity: 1))
  }

  @Test("Reduce Motion never travels or overshoots, whatever the spring; it cross-fades by its duration")
  func reducedNeverTravels() {
    let timing = TransitionTiming(
      spring: TabBarSpring(duration: 0.8, bounce: 0.9), motion: .reducedWithCrossFade)
    #expect(timing.duration == 0.2)
    #expect(timing.sample(at: 0) == TransitionSample(progress: 1, incomingOpacity: 0))
    #expect(timing.sample(at: 0.1).incomingOpacity == 0.5)
    #expect(timing.sample(at: 0.2) == TransitionSample(progress: 1, incomingOpacity: 1))
    for step in 0...100 {
      let sample = timing.sample(at: Double(step) / 400)
      #expect(sample.progress == 1)
      #expect((0...1).contains(sample.incomingOpacity))
    }
  }

  @Test("Immediate Reduce Motion is over at once")
  func immediate() {
    let timing = TransitionTiming(motion: .reducedImmediate)
    #expect(timing.duration == 0)
    #expect(timing.sample(at: 0) == TransitionSample(progress: 1, incomingOpacity: 1))
  }

  @Test("Hostile cross-fade durations and times are made sane")
  func hostile() {
    #expect(MotionPreference.reduced(crossFadeDuration: .nan).crossFadeDuration == 0)
    #expect(MotionPreference.reduced(crossFadeDuration: -2).crossFadeDuration == 0)
    #expect(
      MotionPreference.reduced(crossFadeDuration: .infinity).crossFadeDuration
        == MotionPreference.maximumCrossFadeDuration)
    #expect(MotionPreference.standard.crossFadeDuration == 0)
    #expect(MotionPreference.reducedImmediate.reducesMotion && !MotionPreference.standard.reducesMotion)
    let timing = TransitionTiming(motion: .reducedWithCrossFade)
    #expect(timing.sample(at: .nan) == TransitionSample(progress: 1, incomingOpacity: 0))
    #expect(timing.sample(at: -.infinity) == TransitionSample(progress: 1, incomingOpacity: 0))
    #expect(timing.sample(at: .infinity) == TransitionSample(progress: 1, incomingOpacity: 1))
    let springTiming = TransitionTiming(tolerance: -1)
    #expect(springTiming.duration.isFinite && !springTiming.sample(at: .nan).progress.isNaN)
  }
}
