/// A move through the tabs in reading order, as the keyboard makes it.
package enum TabNavigationStep: String, Sendable, Hashable, CaseIterable {
  /// To the next enabled tab, wrapping from the last to the first.
  case next
  /// To the previous enabled tab, wrapping from the first to the last.
  case previous

  /// The step that undoes this one.
  package var reversed: TabNavigationStep { self == .next ? .previous : .next }
}
