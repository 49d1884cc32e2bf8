#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  extension Path {
    /// The SwiftUI path of a core outline, element for element.
    ///
    /// ```swift
    /// let path = Path(layout.outline.path())
    /// ```
    public init(_ barPath: BarPath) {
      self.init()
      for element in barPath.elements {
        switch element {
        case .move(let point): move(to: point)
        case .line(let point): addLine(to: point)
        case .quadCurve(let point, let control): addQuadCurve(to: point, control: control)
        case .curve(let point, let control1, let control2):
          addCurve(to: point, control1: control1, control2: control2)
        case .closeSubpath: closeSubpath()
        }
      }
    }
  }
#endif
