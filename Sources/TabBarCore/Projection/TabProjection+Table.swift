extension TabProjection {
  /// The Platforms article's table: a row per attribute, a column per place, each cell the
  /// decision (`Yes`, `Differently` or `No`, with its words). Pipes in the words are escaped so
  /// a cell never splits.
  ///
  /// ```swift
  /// TabProjection.markdownTable.hasPrefix("| Declared |")  // true
  /// ```
  package static var markdownTable: String {
    let places = TabPlace.allCases
    var lines = ["| Declared | " + places.map(\.title).joined(separator: " | ") + " |"]
    lines.append("|" + String(repeating: "---|", count: places.count + 1))
    for attribute in TabAttribute.allCases {
      let cells = places.map { escaped(treatment(of: attribute, at: $0).cell) }
      lines.append("| \(escaped(attribute.title)) | " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` with its pipes and line breaks made safe in a table cell.
  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
  }
}
