import Foundation

/// Formats numbers for SVG the same way every time: fixed decimals with trailing zeros trimmed,
/// never "-0", never NaN or infinity, never an exponent.
///
/// ```swift
/// SVGNumber.format(12.5)      // "12.5"
/// SVGNumber.format(-0.0001)   // "0"
/// SVGNumber.format(.nan)      // nil: leave the attribute out
/// SVGNumber.format(.infinity) // "1000000": clamped to ``limit``
/// ```
public enum SVGNumber {
  /// The largest magnitude written; larger finite and infinite values are clamped to it.
  public static let limit: Double = 1_000_000
  /// The number of decimals kept.
  public static let decimals = 2

  /// `value` rounded to ``decimals`` places, or `nil` for NaN (which has no sensible drawing).
  public static func format(_ value: CGFloat) -> String? {
    format(Double(value))
  }

  /// `value` rounded to ``decimals`` places, or `nil` for NaN.
  public static func format(_ value: Double) -> String? {
    guard !value.isNaN else { return nil }
    let clamped = min(max(value, -limit), limit)
    let scale = 100.0  // 10^decimals
    let scaled = Int64((clamped * scale).rounded())
    guard scaled != 0 else { return "0" }
    let magnitude = scaled.magnitude
    let whole = magnitude / UInt64(scale)
    var fraction = magnitude % UInt64(scale)
    var text = (scaled < 0 ? "-" : "") + String(whole)
    if fraction != 0 {
      var digits = decimals
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let padded = String(fraction)
      text += "." + String(repeating: "0", count: digits - padded.count) + padded
    }
    return text
  }
}
