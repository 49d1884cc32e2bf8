/// One item of a tab bar: a selectable tab or the floating action button.
///
/// Items are plain values; a list of them is checked once by ``TabItems`` (unique ids, at most one
/// action) before any layout is made.
///
/// ```swift
/// let home = TabItem(id: "home", title: "Home", symbol: "house")
/// let inbox = TabItem(id: "inbox", title: "Inbox", symbol: "bell", badge: .count(3))
/// let compose = TabItem(id: "compose", title: "New", symbol: "plus", role: .action)
/// ```
public struct TabItem: Sendable, Hashable, Identifiable, Codable {
  /// A stable identifier, unique within one bar. Selection, mounting and animation follow it.
  public var id: String
  /// The title: the label under the icon and what VoiceOver reads.
  public var title: String
  /// The name of the symbol drawn as the icon (an SF Symbol name in SwiftUI).
  public var symbol: String
  /// The badge, if any.
  public var badge: TabBadge?
  /// Whether the item can be chosen. A disabled tab is drawn dimmed and refuses selection.
  public var isEnabled: Bool
  /// Whether this is a tab or the floating action button.
  public var role: TabItemRole

  /// Creates an item.
  /// - Parameters:
  ///   - id: A stable identifier, unique within one bar.
  ///   - title: The label and the accessibility label.
  ///   - symbol: The icon's symbol name.
  ///   - badge: An optional badge.
  ///   - isEnabled: Whether the item can be chosen; `true` by default.
  ///   - role: ``TabItemRole/tab`` by default; ``TabItemRole/action`` for the floating action button.
  public init(
    id: String, title: String, symbol: String, badge: TabBadge? = nil, isEnabled: Bool = true,
    role: TabItemRole = .tab
  ) {
    self.id = id
    self.title = title
    self.symbol = symbol
    self.badge = badge
    self.isEnabled = isEnabled
    self.role = role
  }
}
