extension TabItems {
  /// The key that, with Command, chooses the search tab: Command-F, as in every Apple app.
  static let searchCommandKey: Character = "f"

  /// The index into ``all`` of the tab a Command-key shortcut chooses, or `nil` when the key
  /// chooses none.
  ///
  /// Command-F chooses the search tab (``searchIndex``), in either case of the letter, so it is
  /// the first choice on a keyboard; Command-1 … Command-9 choose tabs by position
  /// (``tabIndex(forShortcutDigit:)``). A disabled tab's shortcut is refused like a tap: pass
  /// the chosen item's id to
  /// ``TabBarState/send(_:)`` as ``TabBarEvent/chooseTab(id:)``.
  ///
  /// ```swift
  /// items.tabIndex(forCommandKey: "f")  // the search tab's index
  /// items.tabIndex(forCommandKey: "2")  // the second tab's index
  /// ```
  ///
  /// - Parameter key: The key pressed with Command.
  package func tabIndex(forCommandKey key: Character) -> Int? {
    if key.lowercased() == String(Self.searchCommandKey) { return searchIndex }
    guard let digit = key.wholeNumberValue, key.isASCII else { return nil }
    return tabIndex(forShortcutDigit: digit)
  }
}
