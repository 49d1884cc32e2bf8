import Foundation

/// A linear gradient across a shape's bounds, as SwiftUI's `LinearGradient`.
///
/// `startPoint` and `endPoint` are unit points of the filled shape's bounding box: (0, 0) its
/// top-leading corner, (1, 1) its bottom-trailing one.
///
/// ```swift
/// LinearGradientFill(
///   stops: [GradientStop(color: .systemBlue, location: 0), GradientStop(color: .systemPurple, location: 1)],
///   startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 1, y: 1))
/// ```
public struct LinearGradientFill: Sendable, Equatable {
  /// The colours, in order of location.
  public var stops: [GradientStop]
  /// Where location 0 lies, as a unit point of the shape's bounds.
  public var startPoint: CGPoint
  /// Where location 1 lies, as a unit point of the shape's bounds.
  public var endPoint: CGPoint

  /// Creates a linear gradient; the stops are sorted by location.
  public init(stops: [GradientStop], startPoint: CGPoint, endPoint: CGPoint) {
    self.stops = stops.sorted { $0.location < $1.location }
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
}
