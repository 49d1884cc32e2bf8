extension TabItems {
  /// The tab that is really selected when the caller asks for `id`: its index into ``all``.
  ///
  /// The one rule every layer uses (selection, layout, accessibility, lifecycle): an enabled tab
  /// with that id stays selected; anything else (nil, an unknown id, the action item, a disabled
  /// tab) falls back to the first enabled tab. With no enabled tab (no tabs at all, or every tab
  /// disabled) nothing is selected: `nil`.
  ///
  /// ```swift
  /// items.normalizedSelection("inbox")   // index of "inbox" if it is an enabled tab
  /// items.normalizedSelection("gone")    // index of the first enabled tab
  /// ```
  public func normalizedSelection(_ id: String?) -> Int? {
    if let id, let index = index(of: id), all[index].role == .tab, all[index].isEnabled {
      return index
    }
    return tabIndices.first { all[$0].isEnabled }
  }
}
