extension TabBarArrangement {
  /// The stretches of a bar where a dragged tab may move: each a run of neighbouring positions in
  /// `shownIDs` whose tabs can trade places, at least two long.
  ///
  /// Only customizable tabs (``DeclaredTabs/customizableIDs``) move, and only among their own
  /// group: the tabs outside sections, or one section's tabs shown in the bar
  /// (``TabSectionBarPlacement/tabs``). The bar shows its tabs grouped as the sidebar does, so a
  /// tab dropped among another group's would not stay there. The action button, the search tab,
  /// a section's entry, the More item and ids the declaration does not know stay put and end a
  /// run; an id shown twice moves only where it first stands.
  ///
  /// ```swift
  /// // home, radio | search          (a Library section shown as one entry: "library")
  /// arrangement.movableRuns(among: ["home", "radio", "library", "search"])  // [0..<2]
  /// ```
  ///
  /// - Parameter shownIDs: The bar's items as drawn, in order (the layout's items' ids).
  /// - Returns: The runs, in order, as ranges of positions in `shownIDs`.
  package func movableRuns(among shownIDs: [String]) -> [Range<Int>] {
    let customizable = Set(customization.order)
    var seen = Set<String>()
    var runs: [Range<Int>] = []
    var start: Int?
    var group: String?
    func close(at end: Int) {
      if let first = start, end - first >= 2 { runs.append(first..<end) }
      start = nil
    }
    for (position, id) in shownIDs.enumerated() {
      guard customizable.contains(id), seen.insert(id).inserted else {
        close(at: position)
        continue
      }
      let section = declared.section(holding: id)?.id
      if start != nil, section != group { close(at: position) }
      if start == nil { (start, group) = (position, section) }
    }
    close(at: shownIDs.count)
    return runs
  }
}
