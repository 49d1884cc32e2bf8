import Foundation

/// One drawing step of a path, in the same vocabulary as SwiftUI's `Path` and SVG path data.
///
/// ```swift
/// let steps: [PathElement] = [
///   .move(to: CGPoint(x: 0, y: 0)),
///   .line(to: CGPoint(x: 10, y: 0)),
///   .curve(to: CGPoint(x: 20, y: 10), control1: CGPoint(x: 15, y: 0), control2: CGPoint(x: 20, y: 5)),
///   .closeSubpath,
/// ]
/// ```
package enum PathElement: Sendable, Equatable {
  /// Starts a new subpath at a point.
  case move(to: CGPoint)
  /// A straight line to a point.
  case line(to: CGPoint)
  /// A quadratic Bézier curve to a point.
  case quadCurve(to: CGPoint, control: CGPoint)
  /// A cubic Bézier curve to a point.
  case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
  /// A straight line back to the subpath's start, closing it.
  case closeSubpath

  /// The point the element ends at, or `nil` for ``closeSubpath``.
  package var endPoint: CGPoint? {
    switch self {
    case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
      point
    case .closeSubpath: nil
    }
  }
}
