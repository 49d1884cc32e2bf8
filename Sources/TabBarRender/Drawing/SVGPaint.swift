import Foundation

/// Turns theme colours and fills into SVG paint: colours as `#rrggbb` with a separate opacity
/// (only when below 1), gradients as definitions referenced by `url(#id)`.
enum SVGPaint {
  /// `#rrggbb` for `color` (its alpha is written separately).
  static func hex(_ color: RGBAColor) -> String {
    // The components are public and settable, so they may have left 0…1 (or be NaN) after the
    // initialiser clamped them: clamp them again the initialiser's way before `Int(_:)`.
    let color = RGBAColor(red: color.red, green: color.green, blue: color.blue)
    let digits = [color.red, color.green, color.blue].map { component -> String in
      let value = Int((component * 255).rounded())
      let text = String(value, radix: 16)
      return value < 16 ? "0" + text : text
    }
    return "#" + digits.joined()
  }

  /// Sets `attribute` (`fill`, `stroke`, `stop-color`, `flood-color`) to `color`, and its
  /// opacity attribute when the colour is translucent.
  static func set(_ attribute: String, _ color: RGBAColor, on element: inout SVGElement) {
    element.set(attribute, hex(color))
    if color.alpha < 1 {
      let opacityName = attribute == "stop-color" ? "stop-opacity" : attribute + "-opacity"
      element.set(opacityName, color.alpha)
    }
  }

  /// Paints `element`'s fill with `fill`; a gradient's definition (id `id`) is added to `defs`.
  /// A material paints its tint here; its blur is drawn by the renderer.
  static func setFill(
    _ fill: ThemeFill, on element: inout SVGElement, id: String, bounds: CGRect, defs: inout [SVGElement]
  ) {
    switch fill {
    case .solid(let color):
      set("fill", color, on: &element)
    case .material(let material):
      set("fill", material.tint, on: &element)
    case .linearGradient(let gradient):
      var definition = SVGElement("linearGradient")
      definition.set("id", id)
      definition.set("x1", gradient.startPoint.x)
      definition.set("y1", gradient.startPoint.y)
      definition.set("x2", gradient.endPoint.x)
      definition.set("y2", gradient.endPoint.y)
      definition.children = stops(gradient.stops)
      defs.append(definition)
      element.set("fill", "url(#\(id))")
    case .radialGradient(let gradient):
      // Radii are points, as in SwiftUI, so the gradient is placed in the drawing's own units.
      var definition = SVGElement("radialGradient")
      definition.set("id", id)
      definition.set("gradientUnits", "userSpaceOnUse")
      definition.set("cx", bounds.minX + gradient.center.x * bounds.width)
      definition.set("cy", bounds.minY + gradient.center.y * bounds.height)
      definition.set("r", gradient.endRadius)
      if gradient.startRadius > 0 { definition.set("fr", gradient.startRadius) }
      definition.children = stops(gradient.stops)
      defs.append(definition)
      element.set("fill", "url(#\(id))")
    }
  }

  private static func stops(_ stops: [GradientStop]) -> [SVGNode] {
    stops.map { stop in
      var element = SVGElement("stop")
      element.set("offset", stop.location)
      set("stop-color", stop.color, on: &element)
      return .element(element)
    }
  }
}
