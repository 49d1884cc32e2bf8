import Foundation

/// A radial gradient, as SwiftUI's `RadialGradient`: colours spread in circles from `center`.
///
/// `center` is a unit point of the filled shape's bounding box; the radii are in points, as in
/// SwiftUI: location 0 is drawn at `startRadius`, location 1 at `endRadius` and beyond.
public struct RadialGradientFill: Sendable, Equatable {
  /// The colours, in order of location.
  public var stops: [GradientStop]
  /// The gradient's centre, as a unit point of the shape's bounds.
  public var center: CGPoint
  /// The radius, in points, where location 0 is drawn.
  public var startRadius: CGFloat
  /// The radius, in points, where location 1 is drawn.
  public var endRadius: CGFloat

  /// Creates a radial gradient; the stops are sorted by location, negative or NaN radii become 0
  /// and an end radius below the start radius is raised to it.
  public init(stops: [GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.stops = stops.sorted { $0.location < $1.location }
    self.center = center
    let start = startRadius.finiteLength()
    self.startRadius = start
    self.endRadius = max(endRadius.finite(or: start), start)
  }
}
