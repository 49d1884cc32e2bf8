import Foundation

/// How the renderer stands in for the system's Liquid Glass, which it cannot draw: what lies
/// behind blurred as the bar material blurs it, a thin wash of the glass's tint (or of the
/// material's own colour), a soft highlight fading down from the top, and a bright 1 pt rim
/// just inside the outline, where real glass catches the light.
enum GlassStandIn {
  /// The opacity of a tinted glass's wash of its tint.
  static let tintOpacity: CGFloat = 0.7
  /// How much of the material's own opacity an untinted glass keeps: glass is clearer.
  static let materialOpacityShare: CGFloat = 0.4
  /// The rim's colour.
  static let rimColor = RGBAColor.white.withAlpha(0.55)
  /// The rim's width inside the outline, in points.
  static let rimWidth: CGFloat = 1
  /// The highlight: white at 35 % along the top, gone half way down.
  static let highlight = LinearGradientFill(
    stops: [
      GradientStop(color: .white.withAlpha(0.35), location: 0),
      GradientStop(color: .white.withAlpha(0), location: 0.5),
    ],
    startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 0, y: 1))

  /// The wash over the blur: the tint at ``tintOpacity``, else the material's tint at
  /// ``materialOpacityShare`` of its opacity.
  static func wash(tint: RGBAColor?, material: MaterialFill) -> RGBAColor {
    if let tint { return tint.withAlpha(tintOpacity) }
    return material.tint.withAlpha(material.tint.alpha * materialOpacityShare)
  }
}
