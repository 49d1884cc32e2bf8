extension TabItems {
  /// The accessibility description of every item, in ``all``'s order.
  ///
  /// Tabs are numbered among the tabs only ("Tab, 2 of 4" with an action button present makes
  /// four tabs, not five); the action button gets its label and a hint instead. The selected tab
  /// is ``normalizedSelection(_:)`` of `selectedID`. For a bar that ends with a More item, ask
  /// ``TabBarAdaptation/accessibility(ofBar:selectedID:language:strings:includesPosition:)``,
  /// which does not count the More item as a tab either.
  ///
  /// ```swift
  /// items.accessibility(selectedID: "inbox", language: "es")[1].value
  /// // "Pestaña, 2 de 4, 3 elementos nuevos"
  /// ```
  ///
  /// - Parameters:
  ///   - selectedID: The selected tab.
  ///   - language: A language identifier ("en", "es-MX"); choose it with
  ///     ``AccessibilityStringTable/speechLanguage(preferredLanguages:appLocalizations:developmentLocalization:)``.
  ///     Languages the table lacks speak English.
  ///   - strings: The string table; the built-in languages by default.
  ///   - includesPosition: Whether the value says "Tab, n of m". Pass `false` where the bar
  ///     carries the tab-bar trait (iOS 18 and later), since VoiceOver then says it itself.
  package func accessibility(
    selectedID: String?, language: String = "en", strings: AccessibilityStringTable = .standard,
    includesPosition: Bool = true
  ) -> [TabItemAccessibility] {
    accessibility(
      selectedID: selectedID, language: language, strings: strings, includesPosition: includesPosition,
      more: nil)
  }

  /// The accessibility description of every item, the item at `more.index` (if any) spoken as the
  /// More item holding `more.tabCount` tabs.
  package func accessibility(
    selectedID: String?, language identifier: String, strings: AccessibilityStringTable,
    includesPosition: Bool, more: (index: Int, tabCount: Int)?
  ) -> [TabItemAccessibility] {
    let speech = ItemSpeech(strings: strings, language: strings.language(for: identifier))
    let selected = normalizedSelection(selectedID)
    let numbered = tabIndices.filter { $0 != more?.index }
    return all.indices.map { index in
      let item = all[index]
      var facts: (position: String?, hint: String?) = (nil, nil)
      if item.role == .action {
        facts.hint = speech.string(.actionHint)
      } else if let more, index == more.index {
        facts = (speech.string(.moreTabs, count: more.tabCount), speech.string(.moreHint))
      } else if includesPosition, let position = numbered.firstIndex(of: index) {
        facts.position = speech.string(
          .tabPosition, arguments: ["position": String(position + 1), "total": String(numbered.count)])
      }
      return speech.describe(
        item, at: index, position: facts.position, hint: facts.hint, isSelected: index == selected,
        isMoreItem: index == more?.index)
    }
  }
}
