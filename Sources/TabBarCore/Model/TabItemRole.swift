/// What an item of a tab bar does when it is tapped.
///
/// A tab bar navigates; an action does something. The Human Interface Guidelines keep the two
/// apart, and so does TabBarKit: an ``action`` item is drawn as the floating action button, is
/// never counted among the tabs ("Tab, 2 of 4"), and never becomes the selection.
///
/// ```swift
/// let compose = TabItem(id: "compose", title: "New", symbol: "plus", role: .action)
/// ```
public enum TabItemRole: String, Sendable, Hashable, CaseIterable, Codable {
  /// A selectable tab that shows its own content.
  case tab
  /// The floating action button: it reports an action and leaves the selection alone.
  case action
}
