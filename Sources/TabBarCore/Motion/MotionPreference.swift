/// How much a person wants things to move: the system's Reduce Motion setting, as a value the
/// core's animations follow.
///
/// ```swift
/// let motion: MotionPreference = reduceMotion ? .reduced(crossFadeDuration: 0.2) : .standard
/// ```
package enum MotionPreference: Sendable, Hashable {
  /// Full motion: the indicator, notch and icons travel on a spring and may overshoot.
  case standard
  /// Reduce Motion: nothing travels and nothing overshoots. The end state cross-fades in over
  /// `crossFadeDuration` seconds, or appears at once when it is 0 (negative and NaN count as 0;
  /// the duration is capped at ``maximumCrossFadeDuration``).
  case reduced(crossFadeDuration: Double)

  /// The cross-fade SwiftUI's `.easeInOut(duration: 0.2)` would give: a short, calm change.
  package static let reducedWithCrossFade = MotionPreference.reduced(crossFadeDuration: 0.2)
  /// Reduce Motion with no animation at all: the change is immediate.
  package static let reducedImmediate = MotionPreference.reduced(crossFadeDuration: 0)
  /// The longest cross-fade allowed: a second is already slow for a change of tab.
  package static let maximumCrossFadeDuration = 1.0

  /// Whether this is a Reduce Motion preference.
  package var reducesMotion: Bool {
    if case .reduced = self { return true }
    return false
  }

  /// The cross-fade's duration made sane: 0…``maximumCrossFadeDuration`` seconds (0 for
  /// ``standard``, which does not cross-fade).
  package var crossFadeDuration: Double {
    guard case .reduced(let duration) = self else { return 0 }
    return duration.clamped(to: 0...Self.maximumCrossFadeDuration, nanAs: 0)
  }
}
