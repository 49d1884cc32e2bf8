import Foundation

/// How a surface of a bar is painted: a colour, a gradient, or a material.
///
/// ```swift
/// let fill = ThemeFill.solid(.white)
/// fill.opaque()          // what Reduce Transparency draws
/// fill.averageColor      // the colour contrast is judged against
/// ```
public enum ThemeFill: Sendable, Equatable {
  /// One colour.
  case solid(RGBAColor)
  /// A linear gradient across the shape's bounds.
  case linearGradient(LinearGradientFill)
  /// A radial gradient from a point of the shape's bounds.
  case radialGradient(RadialGradientFill)
  /// A translucent blurring material (SwiftUI's `Material.bar`).
  case material(MaterialFill)

  /// This fill with nothing see-through, as the Reduce Transparency setting draws it: each
  /// translucent colour composited over `background` (over its own opaque self when there is no
  /// background to speak of), and a material replaced by its opaque fallback.
  ///
  /// ```swift
  /// ThemeFill.solid(.white.withAlpha(0.2)).opaque(over: .black)  // .solid(20 % gray)
  /// ```
  public func opaque(over background: RGBAColor? = nil) -> ThemeFill {
    func flatten(_ color: RGBAColor) -> RGBAColor {
      (background?.opaque ?? color.opaque).mixed(with: color.opaque, fraction: color.alpha)
    }
    switch self {
    case .solid(let color):
      return .solid(flatten(color))
    case .linearGradient(var gradient):
      gradient.stops = gradient.stops.map { GradientStop(color: flatten($0.color), location: $0.location) }
      return .linearGradient(gradient)
    case .radialGradient(var gradient):
      gradient.stops = gradient.stops.map { GradientStop(color: flatten($0.color), location: $0.location) }
      return .radialGradient(gradient)
    case .material(let material):
      return .solid(material.opaqueFallback)
    }
  }

  /// The fill's average colour: the colour itself, the mean of a gradient's stops, or a
  /// material's opaque fallback. Contrast checks measure foregrounds against it.
  public var averageColor: RGBAColor {
    let stops: [GradientStop]
    switch self {
    case .solid(let color): return color
    case .material(let material): return material.opaqueFallback
    case .linearGradient(let gradient): stops = gradient.stops
    case .radialGradient(let gradient): stops = gradient.stops
    }
    guard !stops.isEmpty else { return .clear }
    let count = CGFloat(stops.count)
    return RGBAColor(
      red: stops.reduce(0) { $0 + $1.color.red } / count,
      green: stops.reduce(0) { $0 + $1.color.green } / count,
      blue: stops.reduce(0) { $0 + $1.color.blue } / count,
      alpha: stops.reduce(0) { $0 + $1.color.alpha } / count)
  }
}
