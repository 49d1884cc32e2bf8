extension TabItems {
  /// The accessibility description of every item, in ``all``'s order.
  ///
  /// Tabs are numbered among the tabs only ("Tab, 2 of 4" with an action button present makes
  /// four tabs, not five); the action button gets its label and a hint instead. The selected tab
  /// is ``normalizedSelection(_:)`` of `selectedID`.
  ///
  /// ```swift
  /// items.accessibility(selectedID: "inbox", language: "es")[1].value
  /// // "Pestaña, 2 de 4, 3 elementos nuevos"
  /// ```
  ///
  /// - Parameters:
  ///   - selectedID: The selected tab.
  ///   - language: A language identifier ("en", "es-MX"); unknown languages speak English.
  ///   - strings: The string table; English and Spanish by default.
  ///   - includesPosition: Whether the value says "Tab, n of m". Pass `false` where the bar
  ///     carries the tab-bar trait (iOS 18 and later), since VoiceOver then says it itself.
  public func accessibility(
    selectedID: String?, language: String = "en", strings: AccessibilityStringTable = .standard,
    includesPosition: Bool = true
  ) -> [TabItemAccessibility] {
    let selected = normalizedSelection(selectedID)
    return all.indices.map { index in
      let item = all[index]
      let isAction = item.role == .action
      var valueParts: [String] = []
      if includesPosition, !isAction, let position = tabIndices.firstIndex(of: index) {
        valueParts.append(
          strings.string(
            .tabPosition, arguments: ["position": String(position + 1), "total": String(tabIndices.count)],
            language: language))
      }
      if let badge = item.badge, let spoken = Self.spokenBadge(badge, strings: strings, language: language) {
        valueParts.append(spoken)
      }
      let label = Self.spokenLabel(item, strings: strings, language: language)
      let value = valueParts.joined(separator: ", ")
      let hint = isAction ? strings.string(.actionHint, language: language) : nil
      let isSelected = index == selected
      let dimmed = item.isEnabled ? nil : strings.string(.dimmed, language: language)
      let spoken = [
        isSelected ? strings.string(.selected, language: language) : nil, label, value.isEmpty ? nil : value,
        dimmed, hint,
      ].compactMap { $0 }.joined(separator: ", ")
      return TabItemAccessibility(
        id: item.id, itemIndex: index, label: label, value: value, hint: hint, isSelected: isSelected,
        isEnabled: item.isEnabled, isAction: isAction, dimmedState: dimmed, largeContentTitle: label,
        spokenDescription: spoken)
    }
  }

  /// What a badge says: "3 new items", "More than 99 new items" past the display cap, a text badge
  /// as it is; `nil` for a badge that shows nothing.
  private static func spokenBadge(_ badge: TabBadge, strings: AccessibilityStringTable, language: String)
    -> String?
  {
    guard badge.isVisible else { return nil }
    switch badge {
    case .count(let count) where count > TabBadge.maximumDisplayedCount:
      return strings.string(.moreThanNewItems, count: TabBadge.maximumDisplayedCount, language: language)
    case .count(let count):
      return strings.string(.newItems, count: count, language: language)
    case .text(let text):
      return spokenText(text)
    case .dot:
      // The More item's dot: the tabs behind it, in the More list, each read their own badge.
      return nil
    }
  }

  /// The item's title made speakable, else its id, else the table's word for a tab.
  private static func spokenLabel(_ item: TabItem, strings: AccessibilityStringTable, language: String)
    -> String
  {
    if let title = spokenText(item.title) { return title }
    if let id = spokenText(item.id) { return id }
    return strings.string(.untitledTab, language: language)
  }

  /// `text` with line breaks and other control characters turned into single spaces and the ends
  /// trimmed; `nil` if nothing is left.
  private static func spokenText(_ text: String) -> String? {
    var result = ""
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      if scalar.properties.generalCategory == .control || scalar.properties.isWhitespace {
        pendingSpace = !result.isEmpty
        continue
      }
      if pendingSpace { result.unicodeScalars.append(" ") }
      pendingSpace = false
      result.unicodeScalars.append(scalar)
    }
    return result.isEmpty ? nil : result
  }
}
