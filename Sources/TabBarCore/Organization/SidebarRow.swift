/// One row of the sidebar: a tab, and what edit mode may do with it.
public struct SidebarRow: Sendable, Hashable, Identifiable {
  /// The tab.
  public var item: TabItem
  /// Whether the person hid it (rows of hidden tabs are listed only in edit mode).
  public var isHidden: Bool
  /// Whether edit mode offers to hide it (a toggle): a hideable tab, and not the last one shown.
  public var canHide: Bool
  /// Whether edit mode offers to move it (a reorder handle): every tab but the search tab.
  public var canMove: Bool

  /// The tab's id.
  public var id: String { item.id }

  /// Creates a row.
  /// - Parameters:
  ///   - item: The tab.
  ///   - isHidden: Whether it is hidden.
  ///   - canHide: Whether edit mode offers to hide it.
  ///   - canMove: Whether edit mode offers to move it.
  public init(item: TabItem, isHidden: Bool, canHide: Bool, canMove: Bool) {
    self.item = item
    self.isHidden = isHidden
    self.canHide = canHide
    self.canMove = canMove
  }
}
