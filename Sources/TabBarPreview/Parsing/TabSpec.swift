/// One tab of a `--tabs` list: a title and a symbol name.
///
/// `--tabs "Home:house,Search:magnifyingglass"` gives two tabs. Titles and symbols are split at
/// the first unescaped colon, entries at unescaped commas; a backslash makes the next character
/// literal (`"Q\,A:message"` is the title "Q,A"). Both parts must be non-empty.
package struct TabSpec: Sendable, Hashable {
  /// The tab's title.
  package var title: String
  /// The tab's symbol name.
  package var symbol: String

  /// Creates a tab.
  package init(title: String, symbol: String) {
    self.title = title
    self.symbol = symbol
  }

  /// The tabs of a `--tabs` value.
  package static func parseList(_ text: String) throws(UsageError) -> [TabSpec] {
    let entries = try EscapedList.split(text, at: ",")
    var tabs: [TabSpec] = []
    for (index, entry) in entries.enumerated() {
      let (title, symbol) = EscapedList.splitOnce(entry, at: ":")
      let position = "--tabs entry \(index + 1) \"\(ArgumentScanner.shown(entry))\""
      guard let symbol else {
        throw UsageError("\(position) has no symbol: write Title:symbol, e.g. Home:house")
      }
      guard !title.isEmpty else { throw UsageError("\(position) has an empty title: write Title:symbol") }
      guard !symbol.isEmpty else { throw UsageError("\(position) has an empty symbol: write Title:symbol") }
      tabs.append(TabSpec(title: title, symbol: symbol))
    }
    return tabs
  }

  /// The tabs drawn when `--tabs` is not given: Home, Search, Alerts, Profile.
  package static let defaultList = [
    TabSpec(title: "Home", symbol: "house"), TabSpec(title: "Search", symbol: "magnifyingglass"),
    TabSpec(title: "Alerts", symbol: "bell"), TabSpec(title: "Profile", symbol: "person"),
  ]
}
