import Foundation
import TabBarCore

/// Independent measurements of a path, for the outline's guarantees.
enum OutlineChecks {
  /// Whether the path starts with a move, ends with a close, and each segment starts where the
  /// previous one ended.
  static func isClosedChain(_ path: BarPath) -> Bool {
    guard case .move = path.elements.first, path.elements.last == .closeSubpath else { return false }
    let segments = path.segments
    guard let first = segments.first, let last = segments.last else { return false }
    for (a, b) in zip(segments, segments.dropFirst()) where a.end.distance(to: b.start) > 1e-6 {
      return false
    }
    return last.end.distance(to: first.start) <= 1e-6
  }

  /// The joins where the direction turns by more than `tolerance` radians: the corners.
  static func corners(_ path: BarPath, tolerance: CGFloat = 1e-6) -> [CGPoint] {
    let segments = path.segments.filter { !$0.isDegenerate }
    guard let last = segments.last else { return [] }
    var result: [CGPoint] = []
    for (a, b) in zip([last] + segments.dropLast(), segments) {
      let turn = atan2(a.endDirection.cross(b.startDirection), a.endDirection.dot(b.startDirection))
      if abs(turn) > tolerance { result.append(b.start) }
    }
    return result
  }

  /// The path as straight chords.
  static func polyline(_ path: BarPath, pieces: Int) -> [(CGPoint, CGPoint)] {
    var chords: [(CGPoint, CGPoint)] = []
    path.forEachSegment { segment in
      segment.flatten(pieces: pieces) { chords.append(($0, $1)) }
    }
    return chords
  }

  /// Whether two chords that are not neighbours on the path cross or touch.
  static func selfIntersects(_ path: BarPath) -> Bool {
    let chords = polyline(path, pieces: 8).filter { $0.0.distance(to: $0.1) > 1e-9 }
    let count = chords.count
    guard count > 3 else { return false }
    for i in 0..<count {
      for j in stride(from: i + 2, to: count, by: 1) where !(i == 0 && j == count - 1) {
        if segmentsIntersect(chords[i], chords[j]) { return true }
      }
    }
    return false
  }

  static func segmentsIntersect(_ a: (CGPoint, CGPoint), _ b: (CGPoint, CGPoint)) -> Bool {
    // Bounding boxes first.
    if max(a.0.x, a.1.x) < min(b.0.x, b.1.x) - 1e-9 || max(b.0.x, b.1.x) < min(a.0.x, a.1.x) - 1e-9
      || max(a.0.y, a.1.y) < min(b.0.y, b.1.y) - 1e-9 || max(b.0.y, b.1.y) < min(a.0.y, a.1.y) - 1e-9
    {
      return false
    }
    let d1 = (a.1 - a.0).cross(b.0 - a.0)
    let d2 = (a.1 - a.0).cross(b.1 - a.0)
    let d3 = (b.1 - b.0).cross(a.0 - b.0)
    let d4 = (b.1 - b.0).cross(a.1 - b.0)
    return ((d1 > 1e-9 && d2 < -1e-9) || (d1 < -1e-9 && d2 > 1e-9))
      && ((d3 > 1e-9 && d4 < -1e-9) || (d3 < -1e-9 && d4 > 1e-9))
  }

  /// The shortest distance from `point` to the path.
  static func distance(from point: CGPoint, to path: BarPath) -> CGFloat {
    var nearest = CGFloat.infinity
    path.forEachSegment { nearest = min(nearest, $0.distance(to: point)) }
    return nearest
  }

  /// Whether every coordinate of every element is finite.
  static func isFinite(_ path: BarPath) -> Bool {
    path.elements.allSatisfy { element in
      switch element {
      case .move(let p), .line(let p): p.isFinite
      case .quadCurve(let p, let c): p.isFinite && c.isFinite
      case .curve(let p, let c1, let c2): p.isFinite && c1.isFinite && c2.isFinite
      case .closeSubpath: true
      }
    }
  }

  /// Whether `point` is inside the polyline of the path (even-odd), and its distance to it.
  static func insideAndDistance(_ point: CGPoint, chords: [(CGPoint, CGPoint)]) -> (Bool, CGFloat) {
    var inside = false
    var nearest = CGFloat.infinity
    for (a, b) in chords {
      if (a.y > point.y) != (b.y > point.y) {
        let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
        if point.x < x { inside.toggle() }
      }
      let ab = b - a
      let lengthSquared = ab.dot(ab)
      let t = lengthSquared > 0 ? ((point - a).dot(ab) / lengthSquared).clamped(to: 0...1) : 0
      nearest = min(nearest, (a + ab * t).distance(to: point))
    }
    return (inside, nearest)
  }

  /// A join of `outline`'s path where the direction turns that is not a square corner of its
  /// frame, or `nil`: the outline is tangent-continuous everywhere else.
  static func unexpectedCorner(in outline: BarOutline) -> CGPoint? {
    let frame = outline.frame
    let squareCorners: [CGPoint] =
      outline.cornerRadius > 0
      ? (outline.roundsBottomCorners
        ? [] : [CGPoint(x: frame.minX, y: frame.maxY), CGPoint(x: frame.maxX, y: frame.maxY)])
      : [
        CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
        CGPoint(x: frame.maxX, y: frame.maxY), CGPoint(x: frame.minX, y: frame.maxY),
      ]
    return corners(outline.path()).first { corner in
      !squareCorners.contains { $0.distance(to: corner) < 1e-6 }
    }
  }
}
