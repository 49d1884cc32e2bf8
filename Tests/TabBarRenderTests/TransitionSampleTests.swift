import TabBarRender
import Testing

/// The moments the preview draws of a change: where the geometry is and how far the cross-fade
/// has gone.
@Suite("Sampling a transition's timing")
struct TransitionSampleTests {
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
    #expect(timing.sample(at: 0) == TransitionSample(progress: 1, incomingOpacity: 0))
    #expect(timing.sample(at: 0.1).incomingOpacity == 0.5)
    #expect(timing.sample(at: 0.2) == TransitionSample(progress: 1, incomingOpacity: 1))
    for step in 0...100 {
      let sample = timing.sample(at: Double(step) / 400)
      #expect(sample.progress == 1)
      #expect((0...1).contains(sample.incomingOpacity))
    }
  }

  @Test("Immediate Reduce Motion shows the end at once")
  func immediate() {
    let timing = TransitionTiming(motion: .reducedImmediate)
    #expect(timing.sample(at: 0) == TransitionSample(progress: 1, incomingOpacity: 1))
  }

  @Test("Hostile times and tolerances give finite samples")
  func hostile() {
    let timing = TransitionTiming(motion: .reducedWithCrossFade)
    #expect(timing.sample(at: .nan) == TransitionSample(progress: 1, incomingOpacity: 0))
    #expect(timing.sample(at: -.infinity) == TransitionSample(progress: 1, incomingOpacity: 0))
    #expect(timing.sample(at: .infinity) == TransitionSample(progress: 1, incomingOpacity: 1))
    #expect(!TransitionTiming(tolerance: -1).sample(at: .nan).progress.isNaN)
  }
}
