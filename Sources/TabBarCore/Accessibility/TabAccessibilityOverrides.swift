/// What an app says about one tab in place of (or after) what the core builds from its title and
/// state: SwiftUI's `TabContent` modifiers `accessibilityLabel(_:)`, `accessibilityValue(_:)`,
/// `accessibilityHint(_:)`, `accessibilityIdentifier(_:)` and `accessibilityInputLabels(_:)`.
///
/// The label replaces the title VoiceOver reads in the bar, the sidebar and the More list; the
/// value is read after the tab's own ("Tab, 2 of 4, 3 new items, Synced"); the hint replaces
/// the item's hint. The identifier and the input labels are carried to the views as they are
/// (UI tests find a tab by its identifier; Voice Control answers to the input labels).
///
/// ```swift
/// var inbox = TabItem(id: "inbox", title: "Inbox", symbol: "tray")
/// inbox.accessibilityOverrides = TabAccessibilityOverrides(label: "Mail", identifier: "tab.inbox")
/// ```
package struct TabAccessibilityOverrides: Sendable, Hashable {
  /// The label read in place of the title; `nil` or nothing speakable keeps the title.
  package var label: String?
  /// Text read after the tab's own value; `nil` adds nothing.
  package var value: String?
  /// The hint read in place of the item's; `nil` keeps the item's.
  package var hint: String?
  /// The identifier UI tests find the tab's button and row by; `nil` sets none.
  package var identifier: String?
  /// The words Voice Control answers to; empty keeps the label.
  package var inputLabels: [String]

  /// Creates the overrides; each `nil` (or empty) one keeps what the core says.
  package init(
    label: String? = nil, value: String? = nil, hint: String? = nil, identifier: String? = nil,
    inputLabels: [String] = []
  ) {
    self.label = label
    self.value = value
    self.hint = hint
    self.identifier = identifier
    self.inputLabels = inputLabels
  }
}
