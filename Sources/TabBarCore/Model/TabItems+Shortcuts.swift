extension TabItems {
  /// The highest shortcut digit: Command-1 … Command-9 choose the first nine tabs.
  static let maximumShortcutDigit = 9

  /// The digit of the Command-digit shortcut that chooses the item at `index` (an index into
  /// ``all``): 1 for the first tab, up to 9 for the ninth. The action item and tabs after the
  /// ninth have none.
  ///
  /// Digits follow position, not availability, so they stay put when a tab is disabled (its
  /// shortcut is then refused like a tap).
  package func shortcutDigit(forItemAt index: Int) -> Int? {
    guard let position = tabIndices.firstIndex(of: index), position < Self.maximumShortcutDigit else {
      return nil
    }
    return position + 1
  }

  /// The index into ``all`` of the tab that Command-`digit` chooses, or `nil` for a digit
  /// outside 1…9 or beyond the number of tabs.
  package func tabIndex(forShortcutDigit digit: Int) -> Int? {
    guard (1...Self.maximumShortcutDigit).contains(digit), digit <= tabIndices.count else { return nil }
    return tabIndices[digit - 1]
  }
}
