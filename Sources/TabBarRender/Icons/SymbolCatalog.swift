/// The glyphs `tabbar-preview` draws for symbol names: the project's own simple drawings of the
/// symbols tab bars use most, and a neutral rounded square for every other name.
///
/// Which drawings have a filled variant follows SF Symbols: `house.fill` exists,
/// `magnifyingglass.fill`, `gear.fill` and `ellipsis.fill` do not. A selected item asks for its
/// symbol through ``name(of:in:)``, which falls back to the symbol as named where there is no
/// filled variant, as SwiftUI's `.symbolVariant(.fill)` does, so selected icons never go blank.
///
/// ```swift
/// SymbolCatalog.name(of: "house", in: .fill)             // "house.fill"
/// SymbolCatalog.name(of: "magnifyingglass", in: .fill)   // "magnifyingglass"
/// SymbolCatalog.glyph(named: "house.fill").isFilled      // true
/// SymbolCatalog.glyph(named: "airplane").name            // "neutral"
/// ```
package enum SymbolCatalog {
  /// The name of the glyph drawn for names the catalog does not know.
  package static let neutralName = "neutral"

  /// The suffix SF Symbols gives a symbol's filled variant.
  private static let fillSuffix = ".fill"

  /// Path data for each base name, and whether SF Symbols has its filled variant.
  private static let drawings: [String: (pathData: String, hasFill: Bool)] = [
    "house": ("M3.5 10.5L12 3.5L20.5 10.5V20A1 1 0 0 1 19.5 21H15V15H9V21H4.5A1 1 0 0 1 3.5 20Z", true),
    "magnifyingglass": ("M10.5 4A6.5 6.5 0 1 0 10.5 17A6.5 6.5 0 1 0 10.5 4ZM15.2 15.2L20.5 20.5", false),
    "heart": (
      "M12 20.5C12 20.5 3.5 15.5 3.5 9.5C3.5 6.5 5.7 4.5 8.2 4.5C9.8 4.5 11.2 5.4 12 6.8"
        + "C12.8 5.4 14.2 4.5 15.8 4.5C18.3 4.5 20.5 6.5 20.5 9.5C20.5 15.5 12 20.5 12 20.5Z", true
    ),
    "person": (
      "M12 4A4 4 0 1 0 12 12A4 4 0 1 0 12 4ZM4.5 20.5C4.5 16.6 7.9 14 12 14S19.5 16.6 19.5 20.5Z", true
    ),
    "person.2": (
      "M9 5.5A3.5 3.5 0 1 0 9 12.5A3.5 3.5 0 1 0 9 5.5ZM2.5 20C2.5 16.6 5.4 14.5 9 14.5S15.5 16.6 15.5 20Z"
        + "M16.5 6A3 3 0 1 0 16.5 12A3 3 0 1 0 16.5 6ZM17 14.5C19.7 14.7 21.5 16.6 21.5 19.5H18", true
    ),
    "bell": (
      "M12 3.5C8.7 3.5 6.5 6.1 6.5 9.3V13.2L4.5 16.5H19.5L17.5 13.2V9.3C17.5 6.1 15.3 3.5 12 3.5Z"
        + "M9.8 19A2.3 2.3 0 0 0 14.2 19", true
    ),
    "gear": (
      "M18.66 10.65L21.23 10.89L21.23 13.11L18.66 13.35L17.67 15.76L19.32 17.74L17.74 19.32L15.76 17.67"
        + "L13.35 18.66L13.11 21.23L10.89 21.23L10.65 18.66L8.24 17.67L6.26 19.32L4.68 17.74L6.33 15.76"
        + "L5.34 13.35L2.77 13.11L2.77 10.89L5.34 10.65L6.33 8.24L4.68 6.26L6.26 4.68L8.24 6.33L10.65 5.34"
        + "L10.89 2.77L13.11 2.77L13.35 5.34L15.76 6.33L17.74 4.68L19.32 6.26L17.67 8.24Z"
        + "M12 9A3 3 0 1 0 12 15A3 3 0 1 0 12 9Z", false
    ),
    "plus": ("M12 5V19M5 12H19", false),
    // Three dots, as the system's More tab shows.
    "ellipsis": (
      "M5 10.5A1.5 1.5 0 1 0 5 13.5A1.5 1.5 0 1 0 5 10.5ZM12 10.5A1.5 1.5 0 1 0 12 13.5A1.5 1.5 0 1 0 12 10.5Z"
        + "M19 10.5A1.5 1.5 0 1 0 19 13.5A1.5 1.5 0 1 0 19 10.5Z", false
    ),
    "bag": ("M5 8H19L18 20.5H6ZM9 8V6.5A3 3 0 0 1 15 6.5V8", true),
    "sparkle.magnifyingglass": (
      "M10.5 4A6.5 6.5 0 1 0 10.5 17A6.5 6.5 0 1 0 10.5 4ZM15.2 15.2L20.5 20.5"
        + "M10.5 7.5L11.4 9.6L13.5 10.5L11.4 11.4L10.5 13.5L9.6 11.4L7.5 10.5L9.6 9.6Z", false
    ),
    "message": (
      "M12 4C7.3 4 3.5 7.1 3.5 11C3.5 13 4.5 14.8 6.2 16.1L5.5 20L9.7 17.8C10.4 17.9 11.2 18 12 18"
        + "C16.7 18 20.5 14.9 20.5 11S16.7 4 12 4Z", true
    ),
    "star": (
      "M12 3.8L14.35 9.56L20.56 10.02L15.8 14.04L17.29 20.08L12 16.8L6.71 20.08L8.2 14.04L3.44 10.02"
        + "L9.65 9.56Z", true
    ),
    "cart": (
      "M2.5 4H5L7.2 14.5H17.5L19.5 7H6M9 18.3A1.2 1.2 0 1 0 9 20.7A1.2 1.2 0 1 0 9 18.3Z"
        + "M17 18.3A1.2 1.2 0 1 0 17 20.7A1.2 1.2 0 1 0 17 18.3Z", true
    ),
    "calendar": (
      "M4.5 6.5A1.5 1.5 0 0 1 6 5H18A1.5 1.5 0 0 1 19.5 6.5V19A1.5 1.5 0 0 1 18 20.5H6A1.5 1.5 0 0 1 4.5 19Z"
        + "M4.5 9.5H19.5M8.5 3V7M15.5 3V7", false
    ),
    "bookmark": ("M6.5 3.5H17.5V20.5L12 16.5L6.5 20.5Z", true),
  ]

  private static let neutralPathData =
    "M7 4.5H17A2.5 2.5 0 0 1 19.5 7V17A2.5 2.5 0 0 1 17 19.5H7A2.5 2.5 0 0 1 4.5 17V7A2.5 2.5 0 0 1 7 4.5Z"

  /// The base names the catalog draws, sorted.
  package static var drawnNames: [String] { drawings.keys.sorted() }

  /// The base names that also have a filled variant, sorted.
  package static var filledNames: [String] { drawings.filter(\.value.hasFill).keys.sorted() }

  /// The name to draw for `symbol` in `variant`: for ``SymbolVariant/fill``, the symbol's filled
  /// variant when the catalog draws one, else `symbol` as named (a name that already names a
  /// filled variant is kept); for ``SymbolVariant/plain``, `symbol` as named. This is the one
  /// place the fill fallback is decided, as SwiftUI's `.symbolVariant(.fill)` decides it.
  ///
  /// ```swift
  /// SymbolCatalog.name(of: "house", in: .fill)             // "house.fill"
  /// SymbolCatalog.name(of: "gear", in: .fill)              // "gear": SF Symbols has no gear.fill
  /// SymbolCatalog.name(of: "house.fill", in: .plain)       // "house.fill", as named
  /// ```
  package static func name(of symbol: String, in variant: SymbolVariant) -> String {
    guard variant == .fill, drawings[symbol]?.hasFill == true else { return symbol }
    return symbol + fillSuffix
  }

  /// The glyph for the symbol called `name`: its drawing, filled for a `.fill` name whose filled
  /// variant exists, or the neutral rounded square for a name the catalog does not draw
  /// (including a `.fill` name SF Symbols lacks, such as "magnifyingglass.fill", which draws
  /// nothing on a device either).
  package static func glyph(named name: String) -> SymbolGlyph {
    if let drawing = drawings[name] {
      return SymbolGlyph(name: name, pathData: drawing.pathData, isFilled: false)
    }
    if name.hasSuffix(fillSuffix), let drawing = drawings[String(name.dropLast(fillSuffix.count))],
      drawing.hasFill
    {
      return SymbolGlyph(name: name, pathData: drawing.pathData, isFilled: true)
    }
    return SymbolGlyph(name: neutralName, pathData: neutralPathData, isFilled: false)
  }
}
