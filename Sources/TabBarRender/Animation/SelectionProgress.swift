import Foundation

/// How far a selection change has got at a moment: the one place the preview's animation timing
/// is decided, so it can be swapped for the core's spring when there is one.
///
/// A critically damped spring (SwiftUI's `spring(response:dampingFraction: 1)`) from 0 to 1:
/// `progress(t) = 1 − (1 + ω t) e^(−ω t)` with `ω = 2π / response`. It rises without overshoot and
/// is settled (within ``settleTolerance``) after about 0.8 s at the default 0.5 s response.
///
/// ```swift
/// SelectionProgress.progress(at: 0)      // 0
/// SelectionProgress.progress(at: 0.25)   // ≈ 0.83
/// SelectionProgress.samples(fps: 60)     // [0, …, 1], one value a frame
/// ```
public enum SelectionProgress {
  /// The spring's response in seconds (the period it would swing with, undamped).
  public static let response: Double = 0.5
  /// How close to 1 the progress must be for the animation to count as finished.
  public static let settleTolerance: Double = 0.0005
  /// The most frames a transition has, whatever the rate, so bad input cannot loop for ever.
  public static let maximumFrames = 600

  /// The progress `time` seconds after the change began: 0 at the start (and before), rising
  /// to 1. A NaN time counts as the start.
  public static func progress(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    guard time.isFinite else { return 1 }
    let omega = 2 * Double.pi / response
    return 1 - (1 + omega * time) * exp(-omega * time)
  }

  /// The progress at each frame at `fps` frames a second, from 0 until within `tolerance` of 1,
  /// then exactly 1. A rate that is not a positive number gives just `[0, 1]`.
  public static func samples(fps: Double, tolerance: Double = settleTolerance) -> [Double] {
    guard fps.isFinite, fps > 0 else { return [0, 1] }
    var values: [Double] = []
    for frame in 0..<maximumFrames {
      let value = progress(at: Double(frame) / fps)
      if !(1 - value >= tolerance) { break }
      values.append(value)
    }
    values.append(1)
    return values
  }
}
