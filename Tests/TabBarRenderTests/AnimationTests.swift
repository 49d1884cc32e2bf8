import Foundation
import TabBarRender
import Testing

@Suite("Selection animation")
struct AnimationTests {
  @Test("Progress starts at 0, rises without overshoot and settles at 1")
  func progress() {
    #expect(SelectionProgress.progress(at: 0) == 0)
    #expect(SelectionProgress.progress(at: -1) == 0)
    #expect(SelectionProgress.progress(at: .nan) == 0)
    #expect(SelectionProgress.progress(at: .infinity) == 1)
    var previous = 0.0
    for step in 1...120 {
      let value = SelectionProgress.progress(at: Double(step) / 60)
      #expect(value > previous && value <= 1)
      previous = value
    }
    #expect(previous > 0.9999)
  }

  @Test("At 60 fps a change takes under a second of frames, from exactly 0 to exactly 1")
  func samples() {
    let samples = SelectionProgress.samples(fps: 60)
    #expect(samples.first == 0 && samples.last == 1)
    #expect(samples.count > 20 && samples.count <= 60)
    #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 < $1 })
    #expect(SelectionProgress.samples(fps: .nan) == [0, 1])
    #expect(SelectionProgress.samples(fps: 0) == [0, 1])
    #expect(SelectionProgress.samples(fps: 1e12).count <= SelectionProgress.maximumFrames + 1)
  }

  @Test("A transition's frames are the core's layouts: the start, interpolations, then the end")
  func frames() throws {
    let start = try SceneFixtures.scene(.floating, selectedID: "tab1").layout
    let end = try SceneFixtures.scene(.floating, selectedID: "tab4").layout
    let frames = SelectionTransition.frames(from: start, to: end, fps: 60)
    #expect(frames.first == start)
    #expect(frames.last == end)
    let samples = SelectionProgress.samples(fps: 60)
    #expect(frames.count == samples.count)
    for (frame, sample) in zip(frames, samples) {
      #expect(frame == start.interpolated(to: end, fraction: CGFloat(sample)))
    }
    let xs = frames.compactMap { $0.indicator?.frame.midX }
    #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 <= $1 })
  }
}
