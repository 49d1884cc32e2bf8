extension TabItems {
  /// The tab a requested selection resolves to, as an index into ``all``.
  ///
  /// The requested tab when it exists, is a tab (not the action; the search tab counts) and is enabled; otherwise the
  /// first enabled tab; otherwise the first tab; `nil` only when there are no tabs. Layout,
  /// selection and accessibility all resolve a selection through this one rule.
  ///
  /// ```swift
  /// items.normalizedSelection("profile")  // its index, if "profile" is an enabled tab
  /// items.normalizedSelection("gone")     // the first enabled tab's index
  /// ```
  package func normalizedSelection(_ id: String?) -> Int? {
    if let id, let index = index(of: id), all[index].role.isSelectable, all[index].isEnabled {
      return index
    }
    return tabIndices.first { all[$0].isEnabled } ?? tabIndices.first
  }
}
