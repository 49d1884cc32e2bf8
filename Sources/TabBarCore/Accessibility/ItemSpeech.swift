/// How one bar's items are spoken in one language: the string table with the language looked up
/// once, and the rules that turn an item's title, badge and state into VoiceOver's label, value,
/// hint and spoken description.
struct ItemSpeech {
  let strings: AccessibilityStringTable
  let language: AccessibilityLanguage

  /// The text of `key` in this language.
  func string(_ key: AccessibilityStringKey, count: Int? = nil, arguments: [String: String] = [:]) -> String {
    strings.string(key, count: count, arguments: arguments, in: language)
  }

  /// The description of `item` (at `index` in its items), with its `position` text ("Tab, 2 of
  /// 4", or for the More item "3 tabs") and `hint` already chosen.
  func describe(
    _ item: TabItem, at index: Int, position: String?, hint: String?, isSelected: Bool, isMoreItem: Bool
  ) -> TabItemAccessibility {
    let label = label(of: item)
    let overrides = item.accessibilityOverrides
    let value = [position, item.badge.flatMap(spokenBadge), overrides.value.flatMap(Self.spokenText)]
      .compactMap { $0 }.joined(separator: ", ")
    let hint = overrides.hint.flatMap(Self.spokenText) ?? hint
    let dimmed = item.isEnabled ? nil : string(.dimmed)
    let spoken = [
      isSelected ? string(.selected) : nil, label, value.isEmpty ? nil : value, dimmed, hint,
    ].compactMap { $0 }.joined(separator: ", ")
    return TabItemAccessibility(
      id: item.id, itemIndex: index, label: label, value: value, hint: hint, isSelected: isSelected,
      isEnabled: item.isEnabled, isAction: item.role == .action, dimmedState: dimmed,
      largeContentTitle: spokenLabel(item),
      spokenDescription: spoken, isMoreItem: isMoreItem)
  }

  /// What a badge says: "3 new items", "More than 99 new items" past the display cap, a text badge
  /// as it is; `nil` for a badge that shows nothing.
  private func spokenBadge(_ badge: TabBadge) -> String? {
    guard badge.isVisible else { return nil }
    switch badge {
    case .count(let count) where count > TabBadge.maximumDisplayedCount:
      return string(.moreThanNewItems, count: TabBadge.maximumDisplayedCount)
    case .count(let count):
      return string(.newItems, count: count)
    case .text(let text):
      return Self.spokenText(text)
    case .dot:
      // The More item's dot: the tabs behind it, in the More list, each read their own badge.
      return nil
    }
  }

  /// What VoiceOver calls `item`: the app's label when it says something, else
  /// ``spokenLabel(_:)``.
  func label(of item: TabItem) -> String {
    item.accessibilityOverrides.label.flatMap(Self.spokenText) ?? spokenLabel(item)
  }

  /// What a list row (the sidebar's, the More list's) of `item` reads beyond the row's own
  /// title and badge: the app's label in place of the title, and its value and hint.
  func row(_ item: TabItem) -> TabRowSpeech {
    let overrides = item.accessibilityOverrides
    return TabRowSpeech(
      label: label(of: item), value: overrides.value.flatMap(Self.spokenText),
      hint: overrides.hint.flatMap(Self.spokenText))
  }

  /// The item's title made speakable, else its id, else the table's word for a tab.
  func spokenLabel(_ item: TabItem) -> String {
    Self.spokenText(item.title) ?? Self.spokenText(item.id) ?? string(.untitledTab)
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
