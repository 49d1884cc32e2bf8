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
  /// Indices into ``all`` of the selectable tabs, in the bar's order: declaration order, but for
  /// a raised prominent tab (`raisedTabIndex`), which stands in the middle, where it is drawn,
  /// so VoiceOver's count, keyboard navigation and Command-digits follow what people see.
  public let tabIndices: [Int]
  /// The index into ``all`` of the action item, if there is one.
  public let actionIndex: Int?
  /// The index into ``all`` of the search tab (``TabItemRole/search``), if there is one. It is
  /// also in ``tabIndices``: the search tab is selectable like any tab.
  public let searchIndex: Int?
  /// The index into ``all`` of the prominent tab (``TabItemRole/prominent``) raised into the
  /// middle slot: `nil` without one, and `nil` when an action is declared too (the action keeps
  /// the slot; the prominent tab then sits in the row like any tab).
  package let raisedTabIndex: Int?
  /// The index into ``all`` of the item in the bar's middle slot: the action, else the raised
  /// prominent tab.
  package var raisedIndex: Int? { actionIndex ?? raisedTabIndex }
  /// The tabs drawn in the row: ``tabIndices`` without the raised prominent tab.
  package let rowTabIndices: [Int]

  /// Checks and wraps `items`.
  /// - Throws: ``TabBarError/duplicateID(id:indices:)`` when two items share an id, and
  ///   ``TabBarError/multipleActions(ids:)`` when more than one item is an action, and
  ///   ``TabBarError/multipleSearches(ids:)`` when more than one item is a search tab, and
  ///   `TabBarError.multipleProminentTabs` when more than one is prominent.
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
    let prominent = items.indices.filter { items[$0].role == .prominent }
    if prominent.count > 1 {
      throw TabBarError.multipleProminentTabs(ids: prominent.map { items[$0].id })
    }
    self.init(
      checked: items, actionIndex: actions.first, searchIndex: searches.first,
      raisedTabIndex: actions.isEmpty ? prominent.first : nil)
  }

  /// No items: what a container without tabs lays out (an empty bar, no selection).
  ///
  /// ```swift
  /// TabItems.empty.isEmpty  // true
  /// ```
  package static let empty = TabItems(checked: [], actionIndex: nil, searchIndex: nil, raisedTabIndex: nil)

  /// Wraps items already known to have unique ids, at most one action, one search tab and one
  /// prominent tab; the raised prominent tab is put in the middle of ``tabIndices``.
  private init(checked items: [TabItem], actionIndex: Int?, searchIndex: Int?, raisedTabIndex: Int?) {
    all = items
    self.actionIndex = actionIndex
    self.searchIndex = searchIndex
    self.raisedTabIndex = raisedTabIndex
    let row = items.indices.filter { items[$0].role.isSelectable && $0 != raisedTabIndex }
    rowTabIndices = row
    var order = row
    if let raisedTabIndex {
      order.insert(raisedTabIndex, at: Self.raisedSlotPosition(rowCount: row.count))
    }
    tabIndices = order
  }

  /// How many row tabs stand before the middle slot (the action's or the raised prominent
  /// tab's): the larger half of `rowCount`, as the layout places them.
  ///
  /// ```swift
  /// TabItems.raisedSlotPosition(rowCount: 4)  // 2
  /// TabItems.raisedSlotPosition(rowCount: 3)  // 2
  /// ```
  package static func raisedSlotPosition(rowCount: Int) -> Int { (rowCount + 1) / 2 }

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
