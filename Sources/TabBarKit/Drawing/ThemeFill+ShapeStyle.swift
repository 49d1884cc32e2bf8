#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  extension Color {
    /// The SwiftUI colour of a core colour (sRGB, straight alpha).
    ///
    /// ```swift
    /// Color(RGBAColor.systemBlue)
    /// ```
    public init(_ color: RGBAColor) {
      self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
  }

  extension ThemeFill {
    /// The fill as a SwiftUI shape style: a colour, a gradient, or `Material.bar`.
    ///
    /// Gradients' unit points are leading-based in the core; pass the layout's direction so a
    /// right-to-left bar mirrors them. Where `Material` does not exist (watchOS) a material draws
    /// its opaque fallback; tvOS, which has no `Material.bar`, draws `Material.regular`.
    ///
    /// ```swift
    /// BarOutlineShape(outline: outline).fill(palette.barFill.shapeStyle(direction: .leftToRight))
    /// ```
    public func shapeStyle(direction: TabBarCore.TabBarLayoutDirection) -> AnyShapeStyle {
      func unitPoint(_ point: CGPoint) -> UnitPoint {
        UnitPoint(x: direction == .rightToLeft ? 1 - point.x : point.x, y: point.y)
      }
      func stops(_ stops: [GradientStop]) -> [Gradient.Stop] {
        stops.map { Gradient.Stop(color: Color($0.color), location: $0.location) }
      }
      switch self {
      case .solid(let color):
        return AnyShapeStyle(Color(color))
      case .linearGradient(let gradient):
        return AnyShapeStyle(
          LinearGradient(
            stops: stops(gradient.stops), startPoint: unitPoint(gradient.startPoint),
            endPoint: unitPoint(gradient.endPoint)))
      case .radialGradient(let gradient):
        return AnyShapeStyle(
          RadialGradient(
            stops: stops(gradient.stops), center: unitPoint(gradient.center),
            startRadius: gradient.startRadius, endRadius: gradient.endRadius))
      #if os(watchOS)
        case .material(let material):
          return AnyShapeStyle(Color(material.opaqueFallback))
      #elseif os(tvOS)
        case .material:
          return AnyShapeStyle(Material.regular)
      #else
        case .material:
          return AnyShapeStyle(Material.bar)
      #endif
      }
    }
  }
#endif
