/// The reasons TabBarKit refuses an input, each with a message that names the problem.
///
/// Everything else a caller can pass (zero or NaN sizes, huge Dynamic Type factors, a selection
/// that is not among the items) gets a defined, clamped result instead of an error.
package enum TabBarError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Two items share an id; `id` is the repeated id and `indices` where it stands.
  case duplicateID(id: String, indices: [Int])
  /// More than one item has the ``TabItemRole/action`` role; a bar has one floating action button.
  case multipleActions(ids: [String])
  /// More than one item has the ``TabItemRole/search`` role; a bar has one search tab.
  case multipleSearches(ids: [String])
  /// More than one item has the ``TabItemRole/prominent`` role; a bar raises one tab.
  case multipleProminentTabs(ids: [String])

  /// A sentence that names the problem and what is accepted.
  package var description: String {
    switch self {
    case .duplicateID(let id, let indices):
      let places = indices.map(String.init).joined(separator: ", ")
      return "duplicate tab id \"\(id)\" at positions \(places): every tab needs a unique id"
    case .multipleActions(let ids):
      return
        "\(ids.count) items have the action role (\(Self.quoted(ids))): a bar has at most one action button"
    case .multipleSearches(let ids):
      return "\(ids.count) items have the search role (\(Self.quoted(ids))): a bar has at most one search tab"
    case .multipleProminentTabs(let ids):
      return
        "\(ids.count) items have the prominent role (\(Self.quoted(ids))): a bar has at most one prominent tab"
    }
  }

  /// The ids in quotes, separated by commas.
  private static func quoted(_ ids: [String]) -> String {
    ids.map { "\"\($0)\"" }.joined(separator: ", ")
  }
}
