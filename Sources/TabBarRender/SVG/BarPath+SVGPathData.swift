import Foundation
import TabBarCore

extension BarPath {
  /// The path as SVG path data (`M`, `L`, `Q`, `C`, `Z` in absolute coordinates, at most three
  /// decimals). The same path always gives the same text.
  ///
  /// ```swift
  /// BarOutline(frame: CGRect(x: 0, y: 0, width: 390, height: 80)).path().svgPathData
  /// // "M0 0L390 0L390 80L0 80L0 0Z"
  /// ```
  package var svgPathData: String {
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
}
