import Foundation

/// What the bar shows at one width: the tabs that fit, the pinned tabs, the action, and a More
/// item carrying the rest and the sidebar-only tabs, so no tab is ever dropped; and the way from a
/// bar index back to an item.
///
/// Read it from ``TabBarState/bar``; lay it out with ``TabBarState/layoutRequest(containerSize:safeAreaInsets:dynamicTypeFactor:metrics:notchCenterX:)``.
///
/// ```swift
/// let bar = state.bar
/// bar.items.map(\.id)       // ["t0", "t1", "t2", "action", "tabbarkit.more"]
/// bar.overflowItems.count   // 2: the tabs the More list shows
/// bar.moreBadge             // .count(4): the sum of their counts
/// ```
package struct TabBarDisplay: Sendable, Hashable {
  /// The items the bar lays out, More item included.
  package let items: TabItems
  /// The bar item shown selected: the More item when the selected tab is behind it.
  package private(set) var selectedID: String?
  /// The More item's id, when the bar has one.
  package let moreItemID: String?
  /// The tabs behind the More item, in the items' order: those that did not fit, then the
  /// sidebar-only ones (``TabBarTabPlacement/sidebarOnly``) when the items come from
  /// ``TabBarArrangement/presentedItems``.
  package let overflowItems: [TabItem]
  /// Whether the bar scrolls sideways instead of sending tabs behind a More item (the scrolling
  /// overflow style, and the top bar); a More item then lists only the sidebar-only tabs.
  package let scrolls: Bool
  /// The width of the bar's content: the container's width, or more when it ``scrolls``.
  package let contentWidth: CGFloat
  /// The bar index of the More item.
  private let moreBarIndex: Int?

  /// The bar of `all` under `adaptation`, with `selectedIndex` (into `all`) selected.
  init(all: TabItems, selectedIndex: Int?, adaptation: TabBarAdaptation, moreTitle: String) {
    let items = (try? adaptation.barItems(of: all, moreTitle: moreTitle)) ?? all
    let moreBarIndex = adaptation.showsMoreItem && items.count > 0 ? items.count - 1 : nil
    let moreItemID = moreBarIndex.map { items.all[$0].id }
    self.items = items
    self.moreBarIndex = moreBarIndex
    self.moreItemID = moreItemID
    self.overflowItems = adaptation.overflowItemIndices.filter { all.indices.contains($0) }.map {
      all.all[$0]
    }
    self.scrolls = adaptation.scrolls
    self.contentWidth = adaptation.contentWidth
    self.selectedID = nil
    select(selectedIndex, of: all, adaptation: adaptation)
  }

  /// Shows the tab at `selectedIndex` (into `all`) selected, or the More item when the tab is
  /// behind it; the items stay.
  mutating func select(_ selectedIndex: Int?, of all: TabItems, adaptation: TabBarAdaptation) {
    selectedID =
      adaptation.moreItemIsSelected(selectedIndex: selectedIndex)
      ? moreItemID : selectedIndex.map { all.all[$0].id }
  }

  /// The More item (its title in the context's language, its symbol and its badge), when the
  /// bar has one.
  ///
  /// ```swift
  /// state.bar.moreItem?.title  // "More"
  /// ```
  package var moreItem: TabItem? { moreBarIndex.map { items.all[$0] } }

  /// The More item's badge: the sum of its tabs' counts, a dot when they show only texts, or
  /// `nil` (``TabBarAdaptation/moreBadge(of:)``).
  package var moreBadge: TabBadge? { moreBarIndex.flatMap { items.all[$0].badge } }

  /// Whether the bar item at `barIndex` is the More item.
  ///
  /// - Parameter barIndex: An index into ``items``.
  package func isMoreItem(atBarIndex barIndex: Int) -> Bool { barIndex == moreBarIndex }

  /// The id of the item at `barIndex`, or `nil` outside the bar.
  ///
  /// - Parameter barIndex: An index into ``items``.
  package func itemID(atBarIndex barIndex: Int) -> String? {
    items.indices.contains(barIndex) ? items.all[barIndex].id : nil
  }

  /// The bar index that shows the item `id`: its own, or the More item's when the tab is behind
  /// it; `nil` for an unknown id.
  ///
  /// ```swift
  /// bar.barIndex(showing: "t4")  // the More item's index when t4 overflows
  /// ```
  ///
  /// - Parameter id: A tab's or the action's id.
  package func barIndex(showing id: String) -> Int? {
    if let index = items.index(of: id) { return index }
    return overflowItems.contains { $0.id == id } ? moreBarIndex : nil
  }

  /// Whether the tab `id` is reached through the More item.
  ///
  /// - Parameter id: A tab's id.
  package func isInOverflow(_ id: String) -> Bool { overflowItems.contains { $0.id == id } }
}
