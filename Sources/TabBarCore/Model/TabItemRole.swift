/// What an item of a tab bar does when it is tapped.
///
/// A tab bar navigates; an action does something. The Human Interface Guidelines keep the two
/// apart, and so does TabBarKit: an ``action`` item is drawn as the floating action button, is
/// never counted among the tabs ("Tab, 2 of 4"), and never becomes the selection.
///
/// ```swift
/// let compose = TabItem(id: "compose", title: "New", symbol: "plus", role: .action)
/// let search = TabItem(id: "search", title: "Search", symbol: "magnifyingglass", role: .search)
/// ```
///
/// A ``search`` tab is a tab like any other for selection, keyboard and VoiceOver; it only sits
/// apart at the bar's trailing end (see `SearchTabPlacement`) and Command-F chooses it. A
/// ``prominent`` tab, as iOS 27's `TabRole.prominent`, is a destination drawn apart: raised into
/// the action's slot in the middle of the bar (the notch of a curved bar), and a tab like any
/// other for selection, kept state and VoiceOver ("Tab, 3 of 5").
public enum TabItemRole: String, Sendable, Hashable, CaseIterable, Codable {
  /// A selectable tab that shows its own content.
  case tab
  /// The floating action button: it reports an action and leaves the selection alone.
  case action
  /// The search tab, as `Tab(role: .search)`: a selectable tab set apart at the trailing end of
  /// the bar (its own circle in a floating bar), chosen by Command-F.
  case search
  /// The prominent tab, as iOS 27's `Tab(role: .prominent)`: a selectable tab raised into the
  /// middle slot the action button would take (the notch of a curved bar). A bar raises one
  /// item: with an action declared too, the action keeps the slot and this tab sits in the row.
  case prominent

  /// Whether an item with this role can become the selection: a tab or the search tab.
  public var isSelectable: Bool { self != .action }

  /// Whether a person may move and hide an item with this role in the sidebar's edit mode, and
  /// sections may hold it: an ordinary or prominent tab (the search tab keeps its place apart).
  package var isArrangeable: Bool { self == .tab || self == .prominent }
}
