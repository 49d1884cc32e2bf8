import Foundation

/// One drawn piece of a path as a cubic Bézier curve (lines and quadratic curves are raised to
/// cubics exactly), with the measurements the geometry's checks need.
package struct PathSegment: Sendable, Equatable {
  package var start: CGPoint
  package var control1: CGPoint
  package var control2: CGPoint
  package var end: CGPoint
  /// Whether the segment was drawn as a straight line.
  var isLine: Bool

  /// A straight segment.
  package init(line start: CGPoint, to end: CGPoint) {
    self.start = start
    self.control1 = start.interpolated(to: end, fraction: 1.0 / 3.0)
    self.control2 = start.interpolated(to: end, fraction: 2.0 / 3.0)
    self.end = end
    self.isLine = true
  }

  /// A cubic segment.
  package init(start: CGPoint, control1: CGPoint, control2: CGPoint, end: CGPoint) {
    self.start = start
    self.control1 = control1
    self.control2 = control2
    self.end = end
    self.isLine = false
  }

  /// A quadratic segment, raised to the cubic that draws the same curve.
  package init(start: CGPoint, quadControl control: CGPoint, end: CGPoint) {
    self.init(
      start: start, control1: start + (control - start) * (2.0 / 3.0),
      control2: end + (control - end) * (2.0 / 3.0), end: end)
  }

  /// The point at parameter `t` in 0...1.
  package func point(at t: CGFloat) -> CGPoint {
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return CGPoint(
      x: a * start.x + b * control1.x + c * control2.x + d * end.x,
      y: a * start.y + b * control1.y + c * control2.y + d * end.y)
  }

  /// The derivative at parameter `t`.
  package func derivative(at t: CGFloat) -> CGPoint {
    let u = 1 - t
    let a = (control1 - start) * (3 * u * u)
    let b = (control2 - control1) * (6 * u * t)
    let c = (end - control2) * (3 * t * t)
    return a + b + c
  }

  /// The unit direction the segment leaves its start in (looking past coincident control points).
  package var startDirection: CGPoint {
    for candidate in [control1, control2, end] where candidate.distance(to: start) > 1e-9 {
      return (candidate - start).normalized
    }
    return .zero
  }

  /// The unit direction the segment arrives at its end in.
  package var endDirection: CGPoint {
    for candidate in [control2, control1, start] where candidate.distance(to: end) > 1e-9 {
      return (end - candidate).normalized
    }
    return .zero
  }

  /// Whether the segment has no length.
  package var isDegenerate: Bool {
    start.distance(to: control1) <= 1e-9 && start.distance(to: control2) <= 1e-9
      && start.distance(to: end) <= 1e-9
  }

  /// The exact bounding box: the ends and every interior extremum of each coordinate.
  package var boundingBox: CGRect {
    var minX = min(start.x, end.x)
    var maxX = max(start.x, end.x)
    var minY = min(start.y, end.y)
    var maxY = max(start.y, end.y)
    let xs = Self.extremaParameters(start.x, control1.x, control2.x, end.x)
    let ys = Self.extremaParameters(start.y, control1.y, control2.y, end.y)
    for t in [xs.0, xs.1] where t > 0 && t < 1 {
      let x = point(at: t).x
      minX = min(minX, x)
      maxX = max(maxX, x)
    }
    for t in [ys.0, ys.1] where t > 0 && t < 1 {
      let y = point(at: t).y
      minY = min(minY, y)
      maxY = max(maxY, y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Parameters where one coordinate of a cubic with these values has zero derivative.
  private static func extremaParameters(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat)
    -> (CGFloat, CGFloat)
  {
    // d/dt = 3[(a) t² + (b) t + c] with:
    let a = -p0 + 3 * p1 - 3 * p2 + p3
    let b = 2 * (p0 - 2 * p1 + p2)
    let c = p1 - p0
    if abs(a) < 1e-12 {
      return abs(b) < 1e-12 ? (-1, -1) : (-c / b, -1)
    }
    let discriminant = b * b - 4 * a * c
    guard discriminant >= 0 else { return (-1, -1) }
    let root = discriminant.squareRoot()
    return ((-b + root) / (2 * a), (-b - root) / (2 * a))
  }

  /// Calls `body` with `pieces` straight chords that approximate the segment, in order.
  package func flatten(pieces: Int, _ body: (CGPoint, CGPoint) -> Void) {
    if isLine {
      body(start, end)
      return
    }
    var previous = start
    for index in 1...max(1, pieces) {
      let next = index == pieces ? end : point(at: CGFloat(index) / CGFloat(pieces))
      body(previous, next)
      previous = next
    }
  }

  /// The straight pieces of a flattened curve: 24 keep the chord within 0.05 pt of a 90° arc
  /// of radius 100.
  static let flatteningPieces = 24

  /// Feeds the segments that `elements` draw to `body`, closing segments included.
  package static func visit(_ elements: [PathElement], _ body: (PathSegment) -> Void) {
    var stream = Stream()
    for element in elements { stream.feed(element, body) }
  }

  /// Turns a sequence of path elements into segments one element at a time, storing nothing.
  package struct Stream {
    private var current = CGPoint.zero
    private var subpathStart = CGPoint.zero

    package init() {}

    /// Feeds one element; calls `body` with the segment it draws, if any.
    package mutating func feed(_ element: PathElement, _ body: (PathSegment) -> Void) {
      switch element {
      case .move(let point):
        current = point
        subpathStart = point
      case .line(let point):
        body(PathSegment(line: current, to: point))
        current = point
      case .quadCurve(let point, let control):
        body(PathSegment(start: current, quadControl: control, end: point))
        current = point
      case .curve(let point, let control1, let control2):
        body(PathSegment(start: current, control1: control1, control2: control2, end: point))
        current = point
      case .closeSubpath:
        if current.distance(to: subpathStart) > 1e-9 {
          body(PathSegment(line: current, to: subpathStart))
        }
        current = subpathStart
      }
    }
  }
}
