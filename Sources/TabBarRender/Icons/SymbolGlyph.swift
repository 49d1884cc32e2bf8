import Foundation

/// A simple vector drawing standing in for an SF Symbol (which cannot be shipped), drawn on a
/// 24 × 24 design grid.
///
/// Outline glyphs are stroked ``strokeWidth`` wide with round joins; filled glyphs are filled and
/// stroked the same width, so both variants have the same silhouette. Paths use the even-odd rule,
/// so holes (the gear's centre) stay open when filled.
package struct SymbolGlyph: Sendable, Hashable {
  /// The side of the design grid the path data is drawn on.
  package static let designSize: CGFloat = 24
  /// The width of a glyph's lines on the design grid.
  package static let strokeWidth: CGFloat = 1.8

  /// The symbol name this glyph draws ("house.fill"), or ``SymbolCatalog/neutralName`` for a name
  /// the catalog does not draw.
  package var name: String
  /// SVG path data on the 24 × 24 grid.
  package var pathData: String
  /// Whether the glyph is filled (a `.fill` variant) rather than only outlined.
  package var isFilled: Bool

  /// Creates a glyph.
  package init(name: String, pathData: String, isFilled: Bool) {
    self.name = name
    self.pathData = pathData
    self.isFilled = isFilled
  }

  /// The width of a glyph's lines on the design grid at `weight`: each step past regular
  /// thickens them by 15 %, as SF Symbols' weights do roughly.
  package static func strokeWidth(for weight: FontWeight) -> CGFloat {
    let steps = CGFloat(weight.numericValue - FontWeight.regular.numericValue) / 100
    return strokeWidth * (1 + 0.15 * steps)
  }

  /// The name of a glyph's definition at `weight`: the glyph's name at regular weight,
  /// "name@weight" otherwise.
  package static func definitionKey(_ name: String, weight: FontWeight) -> String {
    weight == .regular ? name : name + "@" + weight.rawValue
  }
}
