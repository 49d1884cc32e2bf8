import Foundation

/// The frames of a change of selection: the core's layouts before and after, interpolated by
/// the core (``TabBarLayout/interpolated(to:fraction:)``) at each of ``SelectionProgress``'s
/// samples. The renderer draws these; it computes no geometry of its own.
///
/// ```swift
/// let frames = SelectionTransition.frames(from: homeLayout, to: profileLayout, fps: 60)
/// frames.first == homeLayout   // true
/// frames.last == profileLayout // true
/// ```
public enum SelectionTransition {
  /// One layout a frame at `fps`, from `start` to `end`, until the progress is within
  /// `tolerance` of the end (see ``SelectionProgress/samples(fps:tolerance:)``).
  public static func frames(
    from start: TabBarLayout, to end: TabBarLayout, fps: Double,
    tolerance: Double = SelectionProgress.settleTolerance
  ) -> [TabBarLayout] {
    SelectionProgress.samples(fps: fps, tolerance: tolerance).map {
      start.interpolated(to: end, fraction: CGFloat($0))
    }
  }
}
