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
  /// Where a tab appears: in the bar, pinned to its trailing end, or only in the sidebar (and
  /// behind the More item where the bar is the presentation). Ignored for the action button and
  /// the search tab.
  public var placement: TabBarTabPlacement
  /// What the app says about the tab for assistive technologies, in place of or after what the
  /// core builds (`TabAccessibilityOverrides`). Not stored: a decoded item has none.
  package var accessibilityOverrides = TabAccessibilityOverrides()

  /// Creates an item.
  /// - Parameters:
  ///   - id: A stable identifier, unique within one bar.
  ///   - title: The label and the accessibility label.
  ///   - symbol: The icon's symbol name.
  ///   - badge: An optional badge.
  ///   - isEnabled: Whether the item can be chosen; `true` by default.
  ///   - role: ``TabItemRole/tab`` by default; ``TabItemRole/action`` for the floating action button.
  ///   - placement: ``TabBarTabPlacement/automatic`` by default; ``TabBarTabPlacement/pinned`` or
  ///     ``TabBarTabPlacement/sidebarOnly`` as `Tab.tabPlacement(_:)` says.
  public init(
    id: String, title: String, symbol: String, badge: TabBadge? = nil, isEnabled: Bool = true,
    role: TabItemRole = .tab, placement: TabBarTabPlacement = .automatic
  ) {
    self.id = id
    self.title = title
    self.symbol = symbol
    self.badge = badge
    self.isEnabled = isEnabled
    self.role = role
    self.placement = placement
  }

  private enum CodingKeys: String, CodingKey {
    case id, title, symbol, badge, isEnabled, role, placement
  }

  /// Decodes an item; one stored before placements existed is ``TabBarTabPlacement/automatic``.
  /// - Throws: `DecodingError` when a field is missing (the badge and placement may be) or has
  ///   the wrong type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(String.self, forKey: .id),
      title: try container.decode(String.self, forKey: .title),
      symbol: try container.decode(String.self, forKey: .symbol),
      badge: try container.decodeIfPresent(TabBadge.self, forKey: .badge),
      isEnabled: try container.decode(Bool.self, forKey: .isEnabled),
      role: try container.decode(TabItemRole.self, forKey: .role),
      placement: try container.decodeIfPresent(TabBarTabPlacement.self, forKey: .placement) ?? .automatic)
  }
}
