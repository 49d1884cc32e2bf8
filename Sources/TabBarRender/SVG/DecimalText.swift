import Foundation

/// Writes numbers for SVG and other text output: at most three decimals, no trailing zeros,
/// never "-0", never "nan" or "inf".
///
/// Deterministic on every platform (it uses integer arithmetic, not locale-dependent
/// formatting), so the same geometry always gives byte-identical files.
package enum DecimalText {
  /// The text of `value` rounded to three decimals; a non-finite value writes as "0".
  package static func format(_ value: CGFloat) -> String {
    guard value.isFinite else { return "0" }
    let limit: CGFloat = 9e14
    let scaled = (value.clamped(to: -limit...limit) * 1000).rounded()
    guard scaled != 0 else { return "0" }
    let thousandths = Int64(scaled)
    let magnitude = thousandths.magnitude
    var text = thousandths < 0 ? "-" : ""
    text += String(magnitude / 1000)
    var fraction = magnitude % 1000
    if fraction != 0 {
      var digits = 3
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
