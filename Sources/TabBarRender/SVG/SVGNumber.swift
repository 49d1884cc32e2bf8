import Foundation

/// Formats numbers for SVG the same way every time, with ``DecimalText`` (the same
/// writer as ``BarPath/svgPathData``): at most three decimals, trailing zeros trimmed, never
/// "-0", never an exponent; NaN and infinities have no text at all.
///
/// ```swift
/// SVGNumber.format(12.5)      // "12.5"
/// SVGNumber.format(-0.0001)   // "0"
/// SVGNumber.format(.nan)      // nil: leave the attribute out
/// SVGNumber.format(.infinity) // nil
/// ```
package enum SVGNumber {
  /// `value` rounded to three decimals, or `nil` for NaN and infinities, which have no sensible
  /// drawing.
  package static func format(_ value: CGFloat) -> String? {
    value.isFinite ? DecimalText.format(value) : nil
  }

  /// `values` separated by spaces, for transforms and lists; a NaN or infinite value writes as
  /// "0" so the list keeps its length.
  package static func list(_ values: CGFloat...) -> String {
    values.map { format($0) ?? "0" }.joined(separator: " ")
  }
}
