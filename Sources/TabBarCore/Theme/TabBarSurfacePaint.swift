import Foundation

/// What a surface of the bar is painted with once the app's ``TabBarSurface``, the design's
/// fill, the platform and Reduce Transparency are weighed: the one rule the SwiftUI views and
/// the renderer share.
///
/// ```swift
/// TabBarSurface.glass.paint(
///   over: TabBarDesign.material.theme.light.barFill, appearance: .light, platformHasGlass: true,
///   reduceTransparency: false)
/// // .glass(tint: nil, material: .bar(for: .light), appearance: .light)
/// ```
package enum TabBarSurfacePaint: Sendable, Equatable {
  /// A theme fill, drawn as the palette's fills are (the design's own, or an opaque one).
  case fill(ThemeFill)
  /// The platform's bar material in `appearance`: SwiftUI's `Material.bar` under that colour
  /// scheme; the renderer draws the material's tint over its blur.
  case material(MaterialFill, appearance: ThemeAppearance)
  /// The system's glass, tinted with `tint` when there is one; `material` and `appearance` are
  /// what the renderer's stand-in blurs with.
  case glass(tint: RGBAColor?, material: MaterialFill, appearance: ThemeAppearance)

  /// The theme fill that draws this paint: the fill itself, or the material; `nil` for glass,
  /// which no theme fill draws.
  package var themeFill: ThemeFill? {
    switch self {
    case .fill(let fill): fill
    case .material(let material, _): .material(material)
    case .glass: nil
    }
  }
}

extension TabBarSurface {
  /// What to paint a surface with when the design fills it with `fill` (the palette's fill
  /// before the accessibility adjustments).
  ///
  /// - ``TabBarSurface/automatic``: `fill`, made opaque (``ThemeFill/opaque(over:)``) under
  ///   Reduce Transparency, as the palette does.
  /// - ``TabBarSurface/material``: the design's own material if it fills with one, else the
  ///   bar material whose lightness matches the fill (``MaterialFill/bar(for:)``, dark for the
  ///   floating design's dark capsule, so its white items stay legible; the appearance's own
  ///   for a clear fill); under Reduce Transparency its opaque fallback.
  /// - ``TabBarSurface/glass``: the glass where `platformHasGlass`, tinted with the fill's
  ///   colour when the fill has one that is not a gray; else, and under Reduce Transparency, as
  ///   ``TabBarSurface/material``.
  ///
  /// - Parameters:
  ///   - fill: The design's fill of the surface, unadjusted.
  ///   - appearance: Light or dark.
  ///   - platformHasGlass: Whether the system draws glass here (iOS 26 and later; the
  ///     renderer's stand-in says yes).
  ///   - reduceTransparency: Whether Reduce Transparency is on.
  package func paint(
    over fill: ThemeFill, appearance: ThemeAppearance, platformHasGlass: Bool, reduceTransparency: Bool
  ) -> TabBarSurfacePaint {
    if self == .automatic {
      return .fill(reduceTransparency ? fill.opaque() : fill)
    }
    let (material, materialAppearance) = Self.material(matching: fill, appearance: appearance)
    if reduceTransparency {
      return .fill(.solid(material.opaqueFallback))
    }
    if self == .glass, platformHasGlass {
      return .glass(tint: Self.tint(of: fill), material: material, appearance: materialAppearance)
    }
    return .material(material, appearance: materialAppearance)
  }

  /// The material that stands for `fill`: its own, or the bar material of the fill's lightness
  /// (of `appearance` when the fill is clear).
  private static func material(matching fill: ThemeFill, appearance: ThemeAppearance)
    -> (MaterialFill, ThemeAppearance)
  {
    if case .material(let own) = fill { return (own, appearance) }
    let color = fill.averageColor
    guard color.alpha > 0 else { return (.bar(for: appearance), appearance) }
    let isDark = color.contrastRatio(with: .white) > color.contrastRatio(with: .black)
    let lightness: ThemeAppearance = isDark ? .dark : .light
    return (.bar(for: lightness), lightness)
  }

  /// The glass's tint: the colour of a fill that has one (a gradient or a colour, visible and
  /// not a gray); `nil` for a material, a clear fill or a neutral one.
  private static func tint(of fill: ThemeFill) -> RGBAColor? {
    if case .material = fill { return nil }
    let color = fill.averageColor
    let channels = [color.red, color.green, color.blue]
    let spread = (channels.max() ?? 0) - (channels.min() ?? 0)
    guard color.alpha > 0, spread >= neutralSpread else { return nil }
    return color
  }

  /// How far apart a colour's channels must be for it to count as a colour, not a gray.
  static let neutralSpread: CGFloat = 0.1
}
