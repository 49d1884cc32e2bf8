extension TabBarState {
  /// The page the tab view at `path` shows (``TabPageSlots``, `[]`: the outermost): the one on
  /// the way to the selected tab; an inner tab view off that way shows its blank page, so it
  /// brings no stale tab into the window when it comes back.
  ///
  /// ```swift
  /// let outer = state.selectedPage(in: [])           // the tab view with the selected tab
  /// let inner = state.selectedPage(in: outer!.path)  // the selected tab's page
  /// ```
  package func selectedPage(in path: [Int]) -> TabPageNode? {
    if let selectedID, let target = pageSlots.path(of: selectedID), target.count > path.count,
      target.starts(with: path)
    {
      let step = Array(target.prefix(path.count + 1))
      return pageSlots.pages(of: path).first { $0.path == step }
    }
    return path.isEmpty ? pageSlots.pages(of: path).first : pageSlots.blankPage(in: path)
  }

  /// The tab a person choosing the page at `path` means: the selected tab when it is under the
  /// page, else the one under it visited last, else its first.
  ///
  /// ```swift
  /// state.tabChosen(byPage: [1])   // the tab last seen in the second tab view
  /// ```
  package func tabChosen(byPage path: [Int]) -> String? {
    let under = pageSlots.tabs(under: path)
    let visited = [selectedID].compactMap { $0 } + mountedIDs.reversed()
    return visited.first(where: under.contains) ?? under.first
  }
}
