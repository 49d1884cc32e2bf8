import TabBarCore
import Testing

/// How long a change lasts under each motion preference (the renderer's tests sample it frame
/// by frame).
@Suite("Transition timing and Reduce Motion")
struct TransitionTimingTests {
  @Test("Full motion lasts until the spring settles within the timing's tolerance")
  func standardLastsItsSettling() {
    for (bounce, tolerance) in [(0.25, 0.001), (0, 0.01), (-0.4, 0.0001)] {
      let timing = TransitionTiming(spring: TabBarSpring(duration: 0.4, bounce: bounce), tolerance: tolerance)
      #expect(timing.duration == timing.spring.settlingDuration(from: 0, to: 1, tolerance: tolerance))
    }
  }

  @Test("Reduce Motion lasts its cross-fade, whatever the spring")
  func reducedLastsItsCrossFade() {
    let timing = TransitionTiming(
      spring: TabBarSpring(duration: 0.8, bounce: 0.9), motion: .reducedWithCrossFade)
    #expect(timing.duration == 0.2)
  }

  @Test("Immediate Reduce Motion is over at once")
  func immediate() {
    #expect(TransitionTiming(motion: .reducedImmediate).duration == 0)
  }

  @Test("Hostile cross-fade durations and tolerances are made sane")
  func hostile() {
    #expect(MotionPreference.reduced(crossFadeDuration: .nan).crossFadeDuration == 0)
    #expect(MotionPreference.reduced(crossFadeDuration: -2).crossFadeDuration == 0)
    #expect(
      MotionPreference.reduced(crossFadeDuration: .infinity).crossFadeDuration
        == MotionPreference.maximumCrossFadeDuration)
    #expect(MotionPreference.standard.crossFadeDuration == 0)
    #expect(MotionPreference.reducedImmediate.reducesMotion && !MotionPreference.standard.reducesMotion)
    #expect(TransitionTiming(tolerance: -1).duration.isFinite)
  }
}
