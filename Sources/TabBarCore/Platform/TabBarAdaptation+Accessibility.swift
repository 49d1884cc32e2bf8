extension TabBarAdaptation {
  /// The accessibility description of each item of `bar`, the items made by
  /// ``barItems(of:moreTitle:moreSymbol:)``: the tabs numbered among the tabs in the bar, the
  /// action button with its hint, and the More item, counted neither as a tab nor as the action,
  /// saying how many tabs it holds, its badge (the sum of theirs) and a hint ("More", value
  /// "3 tabs, 5 new items", hint "Shows the other tabs").
  ///
  /// ```swift
  /// let bar = try adaptation.barItems(of: items, moreTitle: "More")
  /// adaptation.accessibility(ofBar: bar, selectedID: "home").last?.value  // "3 tabs, 5 new items"
  /// ```
  ///
  /// - Parameters:
  ///   - bar: The bar's items, from ``barItems(of:moreTitle:moreSymbol:)`` of this adaptation.
  ///   - selectedID: The selected bar item: the More item's id when the selected tab is in the
  ///     overflow (``moreItemIsSelected(selectedIndex:)``).
  ///   - language: A language identifier, as for
  ///     ``TabItems/accessibility(selectedID:language:strings:includesPosition:)``.
  ///   - strings: The string table; the built-in languages by default.
  ///   - includesPosition: Whether tabs say "Tab, n of m"; `false` where the bar carries the
  ///     tab-bar trait. The More item always says how many tabs it holds.
  package func accessibility(
    ofBar bar: TabItems, selectedID: String?, language: String = "en",
    strings: AccessibilityStringTable = .standard, includesPosition: Bool = true
  ) -> [TabItemAccessibility] {
    let moreIndex = bar.all.indices.last.flatMap { last in
      showsMoreItem && bar.all[last].id.hasPrefix(Self.moreItemID) ? last : nil
    }
    return bar.accessibility(
      selectedID: selectedID, language: language, strings: strings, includesPosition: includesPosition,
      more: moreIndex.map { ($0, overflowItemIndices.count) })
  }
}
