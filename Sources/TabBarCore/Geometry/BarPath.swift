import Foundation

/// A closed outline, as a list of drawing steps: what the SwiftUI `Shape` strokes and fills and
/// what the preview writes as SVG.
///
/// ```swift
/// let path = BarOutline(frame: CGRect(x: 0, y: 0, width: 390, height: 80)).path()
/// path.svgPathData   // "M0 0L390 0L390 80L0 80L0 0Z"
/// path.boundingBox   // (0, 0, 390, 80)
/// ```
public struct BarPath: Sendable, Equatable {
  /// The drawing steps, starting with a move and ending with ``PathElement/closeSubpath``.
  public var elements: [PathElement]

  /// Creates a path from its drawing steps.
  public init(elements: [PathElement]) {
    self.elements = elements
  }

  /// The path as SVG path data (`M`, `L`, `Q`, `C`, `Z` in absolute coordinates, at most three
  /// decimals). The same path always gives the same text.
  public var svgPathData: String {
    var text = ""
    text.reserveCapacity(elements.count * 24)
    func append(_ command: Character, _ points: CGPoint...) {
      text.append(command)
      for (index, point) in points.enumerated() {
        if index > 0 { text.append(" ") }
        text += DecimalText.format(point.x) + " " + DecimalText.format(point.y)
      }
    }
    for element in elements {
      switch element {
      case .move(let p): append("M", p)
      case .line(let p): append("L", p)
      case .quadCurve(let p, let c): append("Q", c, p)
      case .curve(let p, let c1, let c2): append("C", c1, c2, p)
      case .closeSubpath: append("Z")
      }
    }
    return text
  }

  /// The smallest rectangle that holds every point of the path (curves included exactly, not
  /// just their control points), or `.null` for an empty path.
  public var boundingBox: CGRect {
    var box = CGRect.null
    forEachSegment { segment in box = box.union(segment.boundingBox) }
    if box.isNull, let start = elements.first?.endPoint {
      box = CGRect(origin: start, size: .zero)
    }
    return box
  }

  /// Calls `body` with every drawn segment in order, closing segments included.
  package func forEachSegment(_ body: (PathSegment) -> Void) {
    PathSegment.visit(elements, body)
  }

  /// The drawn segments in order, closing segments included.
  package var segments: [PathSegment] {
    var result: [PathSegment] = []
    forEachSegment { result.append($0) }
    return result
  }
}
