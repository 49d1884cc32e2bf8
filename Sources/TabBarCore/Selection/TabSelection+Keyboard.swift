extension TabSelection {
  /// Moves the selection one enabled tab along (wrapping), as Control-Tab or an arrow key does.
  ///
  /// - Returns: ``TabSelectionEvent/changed(from:to:)``, or `nil` when there is nowhere else to
  ///   go (no enabled tab other than the selected one).
  @discardableResult
  package mutating func move(_ step: TabNavigationStep) -> TabSelectionEvent? {
    guard let index = items.tabIndex(step, from: selectedIndex), index != selectedIndex else { return nil }
    return select(items.all[index].id)
  }

  /// Handles an arrow key in a bar that reads in `direction` (see ``ArrowKey/step(in:)``).
  @discardableResult
  package mutating func handle(_ key: ArrowKey, in direction: TabBarLayoutDirection) -> TabSelectionEvent? {
    move(key.step(in: direction))
  }
}
