/// One row of the sidebar: a tab, and what edit mode may do with it.
package struct SidebarRow: Sendable, Hashable, Identifiable {
  /// The tab.
  package var item: TabItem
  /// Whether it is hidden from the sidebar, by the person or by the app's default (rows of hidden
  /// tabs are listed only in edit mode).
  package var isHidden: Bool
  /// Whether edit mode offers to hide it (a toggle): a customizable tab (not the search tab, not
  /// a pinned tab) the app lets a person hide from the sidebar, and not the last one shown.
  package var canHide: Bool
  /// Whether edit mode offers to move it (a reorder handle): every tab but the search tab, the
  /// pinned tabs and the tabs whose customization is disabled in the sidebar.
  package var canMove: Bool

  /// The tab's id.
  package var id: String { item.id }

  /// Creates a row.
  /// - Parameters:
  ///   - item: The tab.
  ///   - isHidden: Whether it is hidden.
  ///   - canHide: Whether edit mode offers to hide it.
  ///   - canMove: Whether edit mode offers to move it.
  package init(item: TabItem, isHidden: Bool, canHide: Bool, canMove: Bool) {
    self.item = item
    self.isHidden = isHidden
    self.canHide = canHide
    self.canMove = canMove
  }
}
