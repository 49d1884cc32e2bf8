/// The glyphs `tabbar-preview` draws for symbol names: the project's own simple drawings of every
/// symbol the designs, the README, the docs, the gallery and the demo use, and a neutral rounded
/// square for every other name (no picture the README, docs or gallery shows draws it: the
/// preview's tests check).
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
/// SymbolCatalog.glyph(named: "airplane").name            // "airplane"
/// SymbolCatalog.glyph(named: "zzz.unknown").name         // "neutral"
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
    "homekit": ("M3 11L12 3.5L21 11V20.5H3ZM8 20.5V14.5L12 11.2L16 14.5V20.5", false),
    "gear.circle": (
      "M12 2.5A9.5 9.5 0 1 0 12 21.5A9.5 9.5 0 1 0 12 2.5ZM12 7.80L13.09 6.51L14.14 6.83L14.33 8.51"
        + "L14.97 9.03L16.66 8.89L17.17 9.86L16.12 11.18L16.20 12L17.49 13.09L17.17 14.14L15.49 14.33"
        + "L14.97 14.97L15.11 16.66L14.14 17.17L12.82 16.12L12 16.20L10.91 17.49L9.86 17.17L9.67 15.49"
        + "L9.03 14.97L7.34 15.11L6.83 14.14L7.88 12.82L7.80 12L6.51 10.91L6.83 9.86L8.51 9.67L9.03 9.03"
        + "L8.89 7.34L9.86 6.83L11.18 7.88ZM12 10.2A1.8 1.8 0 1 0 12 13.8A1.8 1.8 0 1 0 12 10.2Z", true
    ),
    "bell.badge": (
      "M11 4C8 4 6 6.4 6 9.4V13.2L4 16.5H18L16 13.2V9.4C16 6.4 14 4 11 4ZM8.8 19A2.3 2.3 0 0 0 13.2 19"
        + "M18.5 2.5A2.6 2.6 0 1 0 18.5 7.7A2.6 2.6 0 1 0 18.5 2.5Z", true
    ),
    "airplane": (
      "M21 12C21 11.2 20.3 10.6 19.5 10.6H14.6L9.8 3.5H7.6L10.1 10.6H5.6L3.9 8.4H2.5L3.6 12L2.5 15.6"
        + "H3.9L5.6 13.4H10.1L7.6 20.5H9.8L14.6 13.4H19.5C20.3 13.4 21 12.8 21 12Z", false
    ),
    "folder": (
      "M3 6.5A1.5 1.5 0 0 1 4.5 5H9.5L11.5 7.5H19.5A1.5 1.5 0 0 1 21 9V18.5A1.5 1.5 0 0 1 19.5 20H4.5"
        + "A1.5 1.5 0 0 1 3 18.5Z", true
    ),
    "plus.circle": (
      "M12 2.5A9.5 9.5 0 1 0 12 21.5A9.5 9.5 0 1 0 12 2.5ZM11 7.5H13V11H16.5V13H13V16.5H11V13H7.5V11H11"
        + "Z", true
    ),
    "tray": (
      "M3 13.5L5.5 5H18.5L21 13.5V19A1.5 1.5 0 0 1 19.5 20.5H4.5A1.5 1.5 0 0 1 3 19ZM3 13.5H8.5"
        + "A3.5 3.5 0 0 0 15.5 13.5H21", true
    ),
    "square.stack": (
      "M6.5 9H17.5A1.5 1.5 0 0 1 19 10.5V19A1.5 1.5 0 0 1 17.5 20.5H6.5A1.5 1.5 0 0 1 5 19V10.5"
        + "A1.5 1.5 0 0 1 6.5 9ZM7 6H17M9 3.5H15", true
    ),
    "rectangle.stack": ("M4.5 10.5H19.5V20H4.5ZM6.5 7.5H17.5M8.5 4.5H15.5", true),
    "person.crop.circle": (
      "M12 2.5A9.5 9.5 0 1 0 12 21.5A9.5 9.5 0 1 0 12 2.5ZM12 6.8A3.2 3.2 0 1 0 12 13.2"
        + "A3.2 3.2 0 1 0 12 6.8ZM5.8 18.2C7.2 16.2 9.4 15.2 12 15.2S16.8 16.2 18.2 18.2", true
    ),
    "newspaper": (
      "M4 4.5H17V19A1.5 1.5 0 0 0 18.5 20.5H5.5A1.5 1.5 0 0 1 4 19ZM17 8.5H20V19"
        + "A1.5 1.5 0 0 1 18.5 20.5M7 8H14M7 11.5H14M7 15H14", true
    ),
    "shippingbox": (
      "M12 2.8L20.5 7.2V16.8L12 21.2L3.5 16.8V7.2ZM3.5 7.2L12 11.6L20.5 7.2M12 11.6V21.2", true
    ),
    "play.circle": (
      "M12 2.5A9.5 9.5 0 1 0 12 21.5A9.5 9.5 0 1 0 12 2.5ZM10 8.2L16 12L10 15.8Z", true
    ),
    "clock": ("M12 2.5A9.5 9.5 0 1 0 12 21.5A9.5 9.5 0 1 0 12 2.5ZM12 7V12L15.5 14", true),
    "camera": (
      "M3 8.5A1.5 1.5 0 0 1 4.5 7H7.5L9 4.5H15L16.5 7H19.5A1.5 1.5 0 0 1 21 8.5V18"
        + "A1.5 1.5 0 0 1 19.5 19.5H4.5A1.5 1.5 0 0 1 3 18ZM12 9.5A3.5 3.5 0 1 0 12 16.5"
        + "A3.5 3.5 0 1 0 12 9.5Z", true
    ),
    "trash": (
      "M6 6.5L7 20.5H17L18 6.5ZM4 6.5H20M9.5 6.5V4H14.5V6.5M10 10V17M14 10V17", true
    ),
    "sun.max": (
      "M12 8A4 4 0 1 0 12 16A4 4 0 1 0 12 8ZM12 2V4.5M12 19.5V22M2 12H4.5M19.5 12H22M4.9 4.9L6.7 6.7"
        + "M17.3 17.3L19.1 19.1M4.9 19.1L6.7 17.3M17.3 6.7L19.1 4.9", true
    ),
    "archivebox": (
      "M3 4.5H21V8.5H3ZM4.5 8.5V19A1.5 1.5 0 0 0 6 20.5H18A1.5 1.5 0 0 0 19.5 19V8.5M9.5 12H14.5", true
    ),
    "music.note": (
      "M8.5 15.5A2.5 2.5 0 1 0 8.5 20.5A2.5 2.5 0 1 0 8.5 15.5ZM11 18V4.5L18 3V7.5L11 9", false
    ),
    "envelope": (
      "M3 6.5A1.5 1.5 0 0 1 4.5 5H19.5A1.5 1.5 0 0 1 21 6.5V17.5A1.5 1.5 0 0 1 19.5 19H4.5"
        + "A1.5 1.5 0 0 1 3 17.5ZM3.5 6L12 12.5L20.5 6", true
    ),
    "paperplane": ("M21 3L3 10.5L10 13.5L13.5 21ZM10 13.5L21 3", true),
    "doc": (
      "M6.5 3H14L19 8V19.5A1.5 1.5 0 0 1 17.5 21H6.5A1.5 1.5 0 0 1 5 19.5V4.5A1.5 1.5 0 0 1 6.5 3ZM14 3"
        + "V8H19", true
    ),
    "creditcard": (
      "M3 7A1.5 1.5 0 0 1 4.5 5.5H19.5A1.5 1.5 0 0 1 21 7V17A1.5 1.5 0 0 1 19.5 18.5H4.5"
        + "A1.5 1.5 0 0 1 3 17ZM3 9.5H21M6 15H10", true
    ),
    "tag": (
      "M3.5 3.5H11L20.5 13L13 20.5L3.5 11ZM7.5 6.5A1 1 0 1 0 7.5 8.5A1 1 0 1 0 7.5 6.5Z", true
    ),
    "lock": (
      "M5.5 11A1.5 1.5 0 0 1 7 9.5H17A1.5 1.5 0 0 1 18.5 11V19A1.5 1.5 0 0 1 17 20.5H7"
        + "A1.5 1.5 0 0 1 5.5 19ZM8.5 9.5V7A3.5 3.5 0 0 1 15.5 7V9.5", true
    ),
    "flag": ("M5 4H18L15.5 8.5L18 13H5ZM5 4V21", true),
    "bubble.left": (
      "M12 4C7.3 4 3.5 7 3.5 10.8C3.5 12.9 4.7 14.8 6.5 16L5.5 20L10 17.4C10.6 17.5 11.3 17.6 12 17.6"
        + "C16.7 17.6 20.5 14.6 20.5 10.8S16.7 4 12 4Z", true
    ),
    "book": (
      "M12 6C10 4.5 7 4 3.5 4.5V19C7 18.5 10 19 12 20.5C14 19 17 18.5 20.5 19V4.5C17 4 14 4.5 12 6Z"
        + "M12 6V20.5", true
    ),
    "books.vertical": ("M4 4H8V20H4ZM9.5 4H13.5V20H9.5ZM15 5.5L18.8 4.5L21 19.5L17.2 20.5Z", true),
    "square.grid.2x2": (
      "M4 4H10.5V10.5H4ZM13.5 4H20V10.5H13.5ZM4 13.5H10.5V20H4ZM13.5 13.5H20V20H13.5Z", true
    ),
    "arrow.down.circle": (
      "M12 2.5A9.5 9.5 0 1 0 12 21.5A9.5 9.5 0 1 0 12 2.5ZM12 7V16.5M8 12.5L12 16.5L16 12.5", true
    ),
    "note.text": ("M5 4H19V20H5ZM8 8.5H16M8 12H16M8 15.5H13", false),
    "paintpalette": (
      "M12 3C7 3 3 6.8 3 11.5C3 16 6.6 19.5 11 19.5C12.4 19.5 13 18.7 13 17.8C13 16.6 12 16.3 12 15.2"
        + "C12 14.2 12.8 13.5 13.8 13.5H16.5C19 13.5 21 11.8 21 9.5C21 5.9 17 3 12 3ZM7.5 9.5"
        + "A1.2 1.2 0 1 0 7.5 11.9A1.2 1.2 0 1 0 7.5 9.5Z", true
    ),
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
