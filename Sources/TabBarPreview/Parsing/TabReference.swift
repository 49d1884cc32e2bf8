/// A tab named on the command line (`--selected`, `--from`, `--to`): by its position among the
/// tabs, counting from 1 (the action button is not a tab), or by its exact title.
package enum TabReference: Sendable, Hashable {
  /// The tab at this position, counting from 1.
  case position(Int)
  /// The tab with this title.
  case title(String)

  /// Reads a reference: a whole number is a position, anything else a title.
  package init(_ text: String) {
    if let number = Int(text) { self = .position(number) } else { self = .title(text) }
  }

  /// The index (from 0) of the tab this reference names among `tabs`.
  package func resolve(in tabs: [TabSpec], option: String) throws(UsageError) -> Int {
    switch self {
    case .position(let position):
      guard position >= 1, position <= tabs.count else {
        throw UsageError(
          "\(option) \(position) is not a tab: give a position from 1 to \(tabs.count) or a title")
      }
      return position - 1
    case .title(let title):
      guard let index = tabs.firstIndex(where: { $0.title == title }) else {
        // Titles are user text: escaped and shortened like any echoed value, at most ten listed.
        let titles =
          tabs.prefix(10).map { "\"\(ArgumentScanner.shown($0.title))\"" }.joined(separator: ", ")
          + (tabs.count > 10 ? ", …" : "")
        throw UsageError(
          "\(option) \"\(ArgumentScanner.shown(title))\" names no tab: give 1…\(tabs.count) or one of \(titles)"
        )
      }
      return index
    }
  }
}
