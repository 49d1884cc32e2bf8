extension TabItems {
  /// The enabled tab one `step` away from the item at `index` (an index into ``all``), wrapping
  /// around the ends and skipping disabled tabs and the action item.
  ///
  /// When `index` is `nil` or not a tab, ``TabNavigationStep/next`` gives the first enabled tab
  /// and ``TabNavigationStep/previous`` the last. When the item at `index` is the only enabled tab,
  /// it is the answer. With no enabled tab the answer is `nil`.
  package func tabIndex(_ step: TabNavigationStep, from index: Int?) -> Int? {
    let enabled = tabIndices.filter { all[$0].isEnabled }
    guard !enabled.isEmpty else { return nil }
    let order = tabIndices
    guard let index, let position = order.firstIndex(of: index) else {
      return step == .next ? enabled.first : enabled.last
    }
    let offset = step == .next ? 1 : order.count - 1
    var candidate = position
    for _ in 0..<order.count {
      candidate = (candidate + offset) % order.count
      if all[order[candidate]].isEnabled { return order[candidate] }
    }
    return nil
  }
}
