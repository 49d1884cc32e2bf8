/// One moment of a change between two states: see ``TransitionTiming``.
public struct TransitionSample: Sendable, Hashable {
  /// How far the geometry has gone from the start (0) to the end (1); above 1 while a bouncy
  /// spring overshoots. Always finite.
  public var progress: Double
  /// The end state's opacity during a cross-fade, 0…1; the start state shows at 1 minus it. 1
  /// when nothing fades.
  public var incomingOpacity: Double

  /// Creates a sample.
  public init(progress: Double, incomingOpacity: Double) {
    self.progress = progress
    self.incomingOpacity = incomingOpacity
  }
}
