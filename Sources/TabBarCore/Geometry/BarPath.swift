import Foundation

/// A closed outline, as a list of drawing steps: what the SwiftUI `Shape` strokes and fills and
/// what the preview writes as SVG (TabBarRender's `svgPathData`).
///
/// ```swift
/// let path = BarOutline(frame: CGRect(x: 0, y: 0, width: 390, height: 80)).path()
/// path.elements.count  // 6: a move, four lines, a close
/// path.boundingBox     // (0, 0, 390, 80)
/// ```
package struct BarPath: Sendable, Equatable {
  /// The drawing steps, starting with a move and ending with ``PathElement/closeSubpath``.
  package var elements: [PathElement]

  /// Creates a path from its drawing steps.
  package init(elements: [PathElement]) {
    self.elements = elements
  }

  /// The smallest rectangle that holds every point of the path (curves included exactly, not
  /// just their control points), or `.null` for an empty path.
  package var boundingBox: CGRect {
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
