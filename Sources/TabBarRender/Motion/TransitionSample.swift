/// One moment of a change between two states, as the preview draws it: see
/// ``TransitionTiming/sample(at:)``.
package struct TransitionSample: Sendable, Hashable {
  /// How far the geometry has gone from the start (0) to the end (1); above 1 while a bouncy
  /// spring overshoots. Always finite.
  package var progress: Double
  /// The end state's opacity during a cross-fade, 0…1; the start state shows at 1 minus it. 1
  /// when nothing fades.
  package var incomingOpacity: Double

  /// Creates a sample.
  package init(progress: Double, incomingOpacity: Double) {
    self.progress = progress
    self.incomingOpacity = incomingOpacity
  }
}
