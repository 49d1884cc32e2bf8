import Foundation

/// A colour in the sRGB space with straight (not premultiplied) alpha, every component in 0…1.
///
/// The one colour value both the SwiftUI layer (`Color(red:green:blue:opacity:)`) and the
/// renderer (SVG `fill` and `fill-opacity`) read, so a theme looks the same in both.
///
/// ```swift
/// let blue = RGBAColor(red: 0, green: 0.48, blue: 1)
/// let hint = RGBAColor(hex: "#8E8E93")          // system gray
/// blue.mixed(with: .black, fraction: 0.5)      // half way to black
/// ```
///
/// Components outside 0…1 are clamped and NaN becomes 0, so a colour is always drawable.
public struct RGBAColor: Sendable, Hashable, Codable {
  /// The red component, 0…1.
  public var red: CGFloat
  /// The green component, 0…1.
  public var green: CGFloat
  /// The blue component, 0…1.
  public var blue: CGFloat
  /// The opacity, 0 (transparent) … 1 (opaque).
  public var alpha: CGFloat

  /// Creates a colour; components are clamped to 0…1 and NaN becomes 0.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.red = red.clamped(to: 0...1, nanAs: 0)
    self.green = green.clamped(to: 0...1, nanAs: 0)
    self.blue = blue.clamped(to: 0...1, nanAs: 0)
    self.alpha = alpha.clamped(to: 0...1, nanAs: 0)
  }

  /// Creates a gray: `white` 0 is black, 1 is white.
  public init(white: CGFloat, alpha: CGFloat = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a colour from 8-bit components (0…255), as design tools give them.
  public init(red255: Int, green255: Int, blue255: Int, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat(red255) / 255, green: CGFloat(green255) / 255, blue: CGFloat(blue255) / 255,
      alpha: alpha)
  }

  /// Creates a colour from `#RRGGBB` or `#RRGGBBAA` (the `#` is optional), or `nil` when `hex`
  /// is not one of those.
  public init?(hex: String) {
    let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
    guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
      let value = UInt32(digits, radix: 16)
    else { return nil }
    let rgba = digits.count == 6 ? value << 8 | 0xFF : value
    self.init(
      red: CGFloat(rgba >> 24 & 0xFF) / 255, green: CGFloat(rgba >> 16 & 0xFF) / 255,
      blue: CGFloat(rgba >> 8 & 0xFF) / 255, alpha: CGFloat(rgba & 0xFF) / 255)
  }

  /// This colour with its opacity replaced by `alpha`.
  public func withAlpha(_ alpha: CGFloat) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// This colour fully opaque.
  public var opaque: RGBAColor { withAlpha(1) }

  /// The colour `fraction` of the way from this one to `other` (0 is this colour, 1 is `other`),
  /// every component, alpha included, mixed linearly.
  public func mixed(with other: RGBAColor, fraction: CGFloat) -> RGBAColor {
    let t = fraction.clamped(to: 0...1, nanAs: 0)
    return RGBAColor(
      red: red + (other.red - red) * t, green: green + (other.green - green) * t,
      blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
  }

  /// The relative luminance of the colour (alpha ignored), as WCAG 2 defines it: 0 for black,
  /// 1 for white.
  public var relativeLuminance: CGFloat {
    func linear(_ c: CGFloat) -> CGFloat {
      c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG 2 contrast ratio between this colour and `other` (alpha ignored): 1 … 21.
  public func contrastRatio(with other: RGBAColor) -> CGFloat {
    let a = relativeLuminance
    let b = other.relativeLuminance
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }
}
