#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// Takes the core's path elements straight into a SwiftUI `Path`, so a shape drawing an
  /// outline every frame builds no intermediate ``BarPath``.
  struct SwiftUIPathSink: PathElementSink {
    /// The path built so far.
    var path = Path()

    mutating func append(_ element: PathElement) {
      switch element {
      case .move(let point): path.move(to: point)
      case .line(let point): path.addLine(to: point)
      case .quadCurve(let point, let control): path.addQuadCurve(to: point, control: control)
      case .curve(let point, let control1, let control2):
        path.addCurve(to: point, control1: control1, control2: control2)
      case .closeSubpath: path.closeSubpath()
      }
    }
  }
#endif
