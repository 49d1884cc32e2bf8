import Foundation

/// A colour at a place along a gradient: `location` 0 is the gradient's start, 1 its end.
public struct GradientStop: Sendable, Hashable {
  /// The colour at this stop.
  public var color: RGBAColor
  /// Where the stop sits, 0…1 (clamped; NaN becomes 0).
  public var location: CGFloat

  /// Creates a stop.
  public init(color: RGBAColor, location: CGFloat) {
    self.color = color
    self.location = location.clamped(to: 0...1, nanAs: 0)
  }
}
