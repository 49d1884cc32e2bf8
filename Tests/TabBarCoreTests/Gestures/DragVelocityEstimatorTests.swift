import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

@Suite("Estimating a finger's velocity where the system gives none")
struct DragVelocityEstimatorTests {
  @Test("A steady drag reads at its speed, on each axis")
  func steady() {
    var estimator = DragVelocityEstimator()
    for step in 0..<10 {
      estimator.add(CGPoint(x: 5 + 4 * Double(step), y: 100 - 2 * Double(step)), at: 3 + Double(step) / 200)
    }
    #expect(abs(estimator.velocity.width - 800) < 1e-6)
    #expect(abs(estimator.velocity.height + 400) < 1e-6)
  }

  @Test("A finger that stopped before lifting reads as still: older samples fall out of the window")
  func stoppedFinger() {
    var estimator = DragVelocityEstimator()
    for step in 0..<5 { estimator.add(CGPoint(x: Double(step) * 10, y: 0), at: Double(step) / 60) }
    for step in 0..<12 { estimator.add(CGPoint(x: 40, y: 0), at: 0.1 + Double(step) / 60) }
    #expect(estimator.velocity == .zero)
  }

  @Test("Fewer than two samples, one instant, bad readings and a clock that goes back give defined values")
  func degenerate() {
    var estimator = DragVelocityEstimator()
    #expect(estimator.velocity == .zero)
    estimator.add(CGPoint(x: 1, y: 1), at: 1)
    #expect(estimator.velocity == .zero)
    estimator.add(CGPoint(x: 9, y: 1), at: 1)
    #expect(estimator.velocity == .zero, "two samples at one time have no slope")
    estimator.add(CGPoint(x: CGFloat.nan, y: 1), at: 1.01)
    estimator.add(CGPoint(x: 1, y: CGFloat.infinity), at: 1.01)
    estimator.add(CGPoint(x: 1, y: 1), at: .nan)
    estimator.add(CGPoint(x: 0, y: 0), at: 0.5)
    #expect(estimator.velocity == .zero, "a new drag starts afresh")
    estimator.add(CGPoint(x: 10, y: 0), at: 0.51)
    #expect(abs(estimator.velocity.width - 1_000) < 1e-6)
    estimator.reset()
    #expect(estimator.velocity == .zero)
  }

  @Test("Over random drags with jitter, the estimate is finite and near the drag's speed")
  func randomDrags() {
    var checked = 0
    for seed in (0..<UInt64(500)).map({ SeededGenerator.baseSeed &+ 31_337 &+ $0 }) {
      var random = SeededGenerator(seed: seed)
      let speed = Double.random(in: -3_000...3_000, using: &random)
      let rate: Double = Bool.random(using: &random) ? 60 : 120
      var estimator = DragVelocityEstimator()
      var time = Double.random(in: 0...1_000, using: &random)
      for _ in 0..<Int.random(in: 2...40, using: &random) {
        let jitter = Double.random(in: -0.5...0.5, using: &random)
        estimator.add(CGPoint(x: speed * time + jitter, y: 0), at: time)
        time += 1 / rate
      }
      let velocity = estimator.velocity
      #expect(velocity.width.isFinite && velocity.height.isFinite, "seed \(seed)")
      // Jitter of half a point over 1/120 s can move the slope by at most ~120 pt/s per sample pair.
      #expect(abs(velocity.width - speed) < 130, "seed \(seed): \(velocity.width) for \(speed)")
      checked += 1
    }
    #expect(checked == 500)
  }
}
