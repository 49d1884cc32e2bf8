/// What a tab declares that each place showing it (``TabPlace``) must decide about: the rows of
/// ``TabProjection``'s table.
///
/// ```swift
/// TabAttribute.hidden.title  // "Hidden (.hidden(_:))"
/// ```
package enum TabAttribute: String, Sendable, Hashable, CaseIterable {
  /// `hidden(_:)`: the app hides the tab for now, its content keeping its state.
  case hidden
  /// `disabled(_:)`: the tab is shown but cannot be chosen.
  case disabled
  /// `tabPlacement(_:)`: in the bar, pinned, or sidebar-only.
  case placement
  /// `defaultVisibility(.hidden, for: .tabBar)`: in the sidebar, not the bar, until the person
  /// shows it.
  case defaultVisibility
  /// `accessibilityIdentifier(_:)`: what UI tests find the tab by.
  case identifier
  /// `accessibilityLabel`, `accessibilityValue`, `accessibilityHint` and
  /// `accessibilityInputLabels`: what VoiceOver reads and Voice Control hears.
  case accessibilityLabels
  /// `contextMenu(menuItems:)`: a menu on a long press or a secondary click.
  case contextMenu
  /// `popover(isPresented:content:)`: a popover anchored to the tab.
  case popover
  /// `dropDestination(for:action:)`: items dropped on the tab.
  case drop
  /// `springLoadingBehavior(_:)`: a drag that pauses over the tab selects it.
  case springLoading
  /// `badge(_:)`: a count or a short text on the tab.
  case badge
  /// The tab's role: the search tab, the prominent tab, and the action (not a tab).
  case role

  /// The attribute's name in the Platforms article's table.
  package var title: String {
    switch self {
    case .hidden: "Hidden (`.hidden(_:)`)"
    case .disabled: "Disabled (`.disabled(_:)`)"
    case .placement: "Placement (`.tabPlacement(_:)`)"
    case .defaultVisibility: "Hidden from the bar (`.defaultVisibility(.hidden, for: .tabBar)`)"
    case .identifier: "Identifier and input labels"
    case .accessibilityLabels: "Accessibility label, value, hint"
    case .contextMenu: "Context menu"
    case .popover: "Popover"
    case .drop: "Drop destination"
    case .springLoading: "Spring loading"
    case .badge: "Badge"
    case .role: "Role (search, prominent, action)"
    }
  }
}
