import Foundation

/// The timing of a change between two states of the bar (a new selection, a gesture's settle, a
/// morph): the spring the geometry follows, the person's motion preference, and how long the
/// change lasts.
///
/// With ``MotionPreference/standard`` the geometry travels on the spring, overshooting when its
/// bounce is positive. With ``MotionPreference/reduced(crossFadeDuration:)`` nothing travels: the
/// end state is there at once and fades in over the start for the cross-fade's duration, or
/// appears at once when that is 0 s. TabBarKit animates a change with it (`Animation.tabBar(_:)`),
/// and `TabBarScrub`, `TabBarSwipe`, `TabBarReorder` and `TabBarMinimization` settle on
/// its spring.
///
/// ```swift
/// let timing = TransitionTiming(spring: preset.spring, motion: reduceMotion ? .reducedImmediate : .standard)
/// timing.duration  // how long the change lasts, in seconds
/// ```
package struct TransitionTiming: Sendable, Hashable {
  /// The spring the geometry follows under full motion.
  package var spring: TabBarSpring
  /// The person's motion preference.
  package var motion: MotionPreference
  /// How close the spring's progress (a fraction of the whole travel) must come to 1 to count as
  /// settled: 0.001 (a third of a point on a 300 pt move) by default.
  package var tolerance: Double

  /// Creates a timing.
  package init(
    spring: TabBarSpring = .default, motion: MotionPreference = .standard, tolerance: Double = 0.001
  ) {
    self.spring = spring
    self.motion = motion
    self.tolerance = tolerance
  }

  /// How long the change lasts, in seconds: the spring's settling duration under full motion,
  /// the cross-fade's duration under Reduce Motion (0 when immediate). Always finite.
  package var duration: Double {
    switch motion {
    case .standard: spring.settlingDuration(from: 0, to: 1, tolerance: tolerance)
    case .reduced: motion.crossFadeDuration
    }
  }
}
