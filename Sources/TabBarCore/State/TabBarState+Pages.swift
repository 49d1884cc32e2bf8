extension TabBarState {
  /// The page the tab view at `path` shows (``TabPageSlots``, `[]`: the outermost): the one on
  /// the way to the selected tab when it is under `path`; else the one on the way to the tab
  /// under `path` visited last, so a tab view out of the window keeps showing what it showed;
  /// else its first page.
  ///
  /// ```swift
  /// let outer = state.selectedPage(in: [])           // the group with the selected tab
  /// let inner = state.selectedPage(in: outer!.path)  // the selected tab's page
  /// ```
  package func selectedPage(in path: [Int]) -> TabPageNode? {
    let children = pageSlots.children(of: path)
    let visited = [selectedID].compactMap { $0 } + mountedIDs.reversed()
    guard
      let target = visited.lazy.compactMap({ pageSlots.path(of: $0) }).first(where: {
        $0.count > path.count && $0.starts(with: path)
      })
    else { return children.first }
    let step = Array(target.prefix(path.count + 1))
    return children.first { $0.path == step } ?? children.first
  }

  /// The tab a page shows: its own, or the one its tab view shows (``selectedPage(in:)``).
  ///
  /// ```swift
  /// state.tabShown(at: [1])   // the tab a person choosing the second group would see
  /// ```
  package func tabShown(at path: [Int]) -> String? {
    var path = path
    while path.count < pageSlots.depth {
      guard let page = selectedPage(in: path) else { return nil }
      if let id = page.tabID { return id }
      path = page.path
    }
    return pageSlots.tabs(under: path).first
  }
}
