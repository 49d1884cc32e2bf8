import Foundation

/// The stand-in for app content drawn behind a previewed bar: the appearance's grouped background
/// with faint horizontal bands, so a translucent material visibly blurs something.
enum PreviewBackdrop {
  /// The distance between the tops of two bands, in points.
  static let bandPeriod: CGFloat = 44
  /// The height of one band, in points.
  static let bandHeight: CGFloat = 22

  /// The background and band colours of `appearance`.
  static func colors(for appearance: ThemeAppearance) -> (background: RGBAColor, band: RGBAColor) {
    switch appearance {
    case .light:
      (
        RGBAColor(red255: 242, green255: 242, blue255: 247),
        RGBAColor(red255: 226, green255: 232, blue255: 245)
      )
    case .dark: (.black, RGBAColor(red255: 24, green255: 28, blue255: 40))
    }
  }

  /// The id of `appearance`'s pattern.
  static func patternID(for appearance: ThemeAppearance, prefix: String) -> String {
    prefix + "backdrop-" + appearance.rawValue
  }

  /// The pattern that paints `appearance`'s backdrop.
  static func pattern(for appearance: ThemeAppearance, prefix: String) -> SVGElement {
    let colors = colors(for: appearance)
    var pattern = SVGElement("pattern")
    pattern.set("id", patternID(for: appearance, prefix: prefix))
    pattern.set("patternUnits", "userSpaceOnUse")
    pattern.set("width", bandPeriod)
    pattern.set("height", bandPeriod)
    var base = SVGElement("rect").with("width", bandPeriod).with("height", bandPeriod)
    SVGPaint.set("fill", colors.background, on: &base)
    var band = SVGElement("rect").with("width", bandPeriod).with("height", bandHeight)
    SVGPaint.set("fill", colors.band, on: &band)
    pattern.append(base)
    pattern.append(band)
    return pattern
  }
}
