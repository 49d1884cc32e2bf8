import Foundation

/// A finger's velocity, estimated from where it was and when, for systems whose drag gesture does
/// not report one (SwiftUI before iOS 17 and macOS 14): the release of a scrub or a swipe then
/// settles at the finger's speed rather than from rest.
///
/// It keeps the samples of the last ``window`` seconds and fits a straight line through them
/// (least squares, per axis), so one jittery sample does not decide the speed, and a finger that
/// stopped before lifting reads as still.
///
/// ```swift
/// var estimator = DragVelocityEstimator()
/// estimator.add(CGPoint(x: 0, y: 0), at: 10.00)
/// estimator.add(CGPoint(x: 8, y: 0), at: 10.01)
/// estimator.add(CGPoint(x: 16, y: 0), at: 10.02)
/// estimator.velocity  // (800, 0) points a second
/// ```
package struct DragVelocityEstimator: Sendable, Equatable {
  /// How far back samples count, in seconds.
  package static let window: Double = 0.1
  /// The most samples kept: enough for 120 Hz over the window.
  static let capacity = 16

  private var samples: [Sample] = []

  private struct Sample: Sendable, Equatable {
    var x: Double
    var y: Double
    var time: Double
  }

  /// An estimator with no samples: its velocity is zero.
  package init() {
    samples.reserveCapacity(Self.capacity)
  }

  /// Records the finger at `location` at `time` (seconds, any origin, increasing). Samples that
  /// are not finite are ignored; a time earlier than the last sample's starts afresh (a new
  /// drag, or a clock that jumped).
  package mutating func add(_ location: CGPoint, at time: Double) {
    let x = Double(location.x)
    let y = Double(location.y)
    guard x.isFinite, y.isFinite, time.isFinite else { return }
    if let last = samples.last, time < last.time { samples.removeAll(keepingCapacity: true) }
    if samples.count == Self.capacity { samples.removeFirst() }
    samples.append(Sample(x: x, y: y, time: time))
  }

  /// Forgets every sample, for a new drag.
  package mutating func reset() { samples.removeAll(keepingCapacity: true) }

  /// The velocity in points a second at the latest sample: the slope of the samples within
  /// ``window`` of it; zero with fewer than two samples there or when they share one time.
  package var velocity: CGSize {
    guard let latest = samples.last?.time else { return .zero }
    let recent = samples.drop { latest - $0.time > Self.window }
    guard recent.count >= 2 else { return .zero }
    let count = Double(recent.count)
    let meanTime = recent.reduce(0) { $0 + $1.time } / count
    let meanX = recent.reduce(0) { $0 + $1.x } / count
    let meanY = recent.reduce(0) { $0 + $1.y } / count
    var spread = 0.0
    var slopeX = 0.0
    var slopeY = 0.0
    for sample in recent {
      let dt = sample.time - meanTime
      spread += dt * dt
      slopeX += dt * (sample.x - meanX)
      slopeY += dt * (sample.y - meanY)
    }
    guard spread > 0 else { return .zero }
    // The samples are finite (`add` keeps no other), but their slope over a tiny spread can
    // overflow.
    return CGSize(width: (slopeX / spread).finite(or: 0), height: (slopeY / spread).finite(or: 0))
  }
}
