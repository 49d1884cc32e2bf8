extension TabItem {
  /// Whether a horizontal bar keeps this item in a slot at any width, as it keeps the action
  /// button: the action, the search tab, a pinned tab and the prominent tab (unless it is
  /// sidebar-only).
  var keepsBarSlot: Bool {
    switch role {
    case .action, .search: true
    case .prominent: placement != .sidebarOnly
    case .tab: placement == .pinned
    }
  }

  /// Whether a horizontal bar lists this item only behind its More item: a sidebar-only tab.
  var isListedOnlyByMore: Bool { role.isArrangeable && placement == .sidebarOnly }
}
