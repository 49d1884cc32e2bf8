extension FontWeight {
  /// The weight on the 100…900 scale of CSS and OpenType: the SVG's `font-weight`, and how much
  /// a symbol's stroke thickens.
  ///
  /// ```swift
  /// FontWeight.semibold.numericValue  // 600
  /// ```
  package var numericValue: Int {
    switch self {
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    }
  }
}
