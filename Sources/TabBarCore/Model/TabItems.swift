/// A checked list of tab-bar items: ids are unique, at most one item is the action button and at
/// most one is the search tab.
///
/// Build it once when the items change; layout, selection and accessibility all take it, so the
/// checks are never repeated per frame.
///
/// ```swift
/// let items = try TabItems([
///   TabItem(id: "home", title: "Home", symbol: "house"),
///   TabItem(id: "new", title: "New", symbol: "plus", role: .action),
///   TabItem(id: "me", title: "Profile", symbol: "person"),
/// ])
/// items.tabs.count        // 2: the action is not a tab
/// items.actionIndex       // 1
/// ```
///
/// An empty list is valid: it lays out an empty bar.
public struct TabItems: Sendable, Hashable, RandomAccessCollection {
  /// All items in declaration order.
  public let all: [TabItem]
  /// Indices into ``all`` of the selectable tabs, in order.
  public let tabIndices: [Int]
  /// The index into ``all`` of the action item, if there is one.
  public let actionIndex: Int?
  /// The index into ``all`` of the search tab (``TabItemRole/search``), if there is one. It is
  /// also in ``tabIndices``: the search tab is selectable like any tab.
  public let searchIndex: Int?

  /// Checks and wraps `items`.
  /// - Throws: ``TabBarError/duplicateID(id:indices:)`` when two items share an id, and
  ///   ``TabBarError/multipleActions(ids:)`` when more than one item is an action, and
  ///   ``TabBarError/multipleSearches(ids:)`` when more than one item is a search tab.
  package init(_ items: [TabItem]) throws {
    if let duplicate = Self.firstDuplicate(in: items.map(\.id)) {
      throw TabBarError.duplicateID(id: items[duplicate.first].id, indices: duplicate.all)
    }
    let actions = items.indices.filter { items[$0].role == .action }
    if actions.count > 1 {
      throw TabBarError.multipleActions(ids: actions.map { items[$0].id })
    }
    let searches = items.indices.filter { items[$0].role == .search }
    if searches.count > 1 {
      throw TabBarError.multipleSearches(ids: searches.map { items[$0].id })
    }
    self.init(checked: items, actionIndex: actions.first, searchIndex: searches.first)
  }

  /// No items: what a container without tabs lays out (an empty bar, no selection).
  ///
  /// ```swift
  /// TabItems.empty.isEmpty  // true
  /// ```
  package static let empty = TabItems(checked: [], actionIndex: nil, searchIndex: nil)

  /// Wraps items already known to have unique ids, at most one action and one search tab.
  private init(checked items: [TabItem], actionIndex: Int?, searchIndex: Int?) {
    all = items
    self.actionIndex = actionIndex
    self.searchIndex = searchIndex
    tabIndices = items.indices.filter { items[$0].role.isSelectable }
  }

  /// The first value that repeats in `values`: where it first stands and every place it stands.
  ///
  /// One check for every layer: the SwiftUI container uses it on its selection values too.
  static func firstDuplicate<Value: Hashable>(in values: [Value]) -> (
    first: Int, all: [Int]
  )? {
    var seen: [Value: Int] = [:]
    for (index, value) in values.enumerated() {
      if let first = seen[value] {
        return (first, values.indices.filter { values[$0] == values[first] })
      }
      seen[value] = index
    }
    return nil
  }

  /// The selectable tabs, in order (the action item left out; the search tab kept).
  public var tabs: [TabItem] { tabIndices.map { all[$0] } }
  /// The action item, if any.
  public var action: TabItem? { actionIndex.map { all[$0] } }
  /// The position of the item with `id` in ``all``.
  public func index(of id: String) -> Int? { all.firstIndex { $0.id == id } }

  /// The position of the first item.
  public var startIndex: Int { all.startIndex }
  /// The position after the last item.
  public var endIndex: Int { all.endIndex }
  /// The item at `position`.
  public subscript(position: Int) -> TabItem { all[position] }
}
