extension TabItem {
  /// Whether a horizontal bar keeps this item in a slot at any width, as it keeps the action
  /// button: the action, the search tab and a pinned tab.
  var keepsBarSlot: Bool {
    switch role {
    case .action, .search: true
    case .tab: placement == .pinned
    }
  }

  /// Whether a horizontal bar lists this item only behind its More item: a sidebar-only tab.
  var isListedOnlyByMore: Bool { role == .tab && placement == .sidebarOnly }
}
