import Foundation

/// How the renderer stands in for the system's Liquid Glass, which it cannot draw: what lies
/// behind blurred as the bar material blurs it, a thin wash of the glass's tint (or of the
/// material's own colour), a soft highlight fading down from the top, and a bright 1 pt rim
/// just inside the outline, where real glass catches the light; and, as iOS 26 draws it, the
/// selected tab on a lighter capsule of glass, with a rim of its own.
package enum GlassStandIn {
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

  /// How far the selected tab's capsule sits inside the tab's hit area, on every side.
  static let selectionInset: CGFloat = 4

  /// The selected tab's lighter capsule: white over the glass, stronger on light glass than on
  /// dark, where a little white already reads as lighter.
  static func selectionFill(for appearance: ThemeAppearance) -> RGBAColor {
    .white.withAlpha(appearance == .dark ? 0.16 : 0.45)
  }

  /// The capsule behind the selected tab whose hit area is `hitFrame`: ``selectionInset``
  /// inside it, its ends fully rounded; `nil` when nothing is left of it.
  package static func selectionCapsule(in hitFrame: CGRect) -> (frame: CGRect, cornerRadius: CGFloat)? {
    let frame = hitFrame.insetBy(dx: selectionInset, dy: selectionInset)
    guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return nil }
    return (frame, min(frame.width, frame.height) / 2)
  }

  /// The wash over the blur: the tint at ``tintOpacity``, else the material's tint at
  /// ``materialOpacityShare`` of its opacity.
  static func wash(tint: RGBAColor?, material: MaterialFill) -> RGBAColor {
    if let tint { return tint.withAlpha(tintOpacity) }
    return material.tint.withAlpha(material.tint.alpha * materialOpacityShare)
  }
}
