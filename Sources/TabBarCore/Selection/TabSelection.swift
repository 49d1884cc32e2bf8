/// The selection of a tab bar as a state machine: which tab is selected, and what each choice
/// of an item does to it.
///
/// The selected tab is always a defined one: ``TabItems/normalizedSelection(_:)`` decides it on
/// creation and whenever the items change, so a selection is never a missing or action item,
/// and never a disabled tab while an enabled one exists (when every tab is disabled the first tab
/// stays shown; the selection is `nil` only when there are no tabs).
///
/// ```swift
/// var selection = TabSelection(items: items, selectedID: "home")
/// selection.select("inbox")                  // .changed(from: "home", to: "inbox")
/// selection.select("inbox", isAtRoot: false) // .reselected(id: "inbox", response: .popToRoot)
/// selection.select("compose")                // .action(id: "compose"); still "inbox"
/// ```
package struct TabSelection: Sendable, Hashable {
  /// The items chosen among.
  package private(set) var items: TabItems
  /// The index into `items.all` of the selected tab, or `nil` when there are no tabs.
  package private(set) var selectedIndex: Int?

  /// Creates a selection over `items`, starting at `selectedID` normalised (see
  /// ``TabItems/normalizedSelection(_:)``).
  package init(items: TabItems, selectedID: String? = nil) {
    self.items = items
    self.selectedIndex = items.normalizedSelection(selectedID)
  }

  /// The id of the selected tab, or `nil` when there are no tabs.
  package var selectedID: String? { selectedIndex.map { items.all[$0].id } }

  /// Chooses the item with `id` (a tap, a keyboard shortcut, VoiceOver activation) and reports
  /// what happened.
  ///
  /// - Parameters:
  ///   - id: The chosen item.
  ///   - isAtRoot: Whether the chosen tab's navigation stack is at its root; it only matters
  ///     when the tab is already selected (pop to root first, scroll to top once there).
  /// - Returns: The event: a change, a reselect with its response, an action, or a refusal
  ///   (disabled or unknown), in which case the selection is unchanged.
  @discardableResult
  package mutating func select(_ id: String, isAtRoot: Bool = true) -> TabSelectionEvent {
    guard let index = items.index(of: id) else { return .refusedUnknown(id: id) }
    let item = items.all[index]
    if item.role == .action { return .action(id: id) }
    guard item.isEnabled else { return .refusedDisabled(id: id) }
    if index == selectedIndex {
      return .reselected(id: id, response: ReselectResponse(isAtRoot: isAtRoot))
    }
    let previous = selectedID
    selectedIndex = index
    return .changed(from: previous, to: id)
  }

  /// Replaces the items (tabs added, removed, enabled or disabled) and keeps the selection if it
  /// is still an enabled tab, or normalises it.
  ///
  /// - Returns: ``TabSelectionEvent/changed(from:to:)`` when the selected tab had to change to
  ///   another one, `nil` otherwise (including when no tab is left to select: check
  ///   ``selectedID``).
  @discardableResult
  package mutating func updateItems(_ newItems: TabItems) -> TabSelectionEvent? {
    let previous = selectedID
    items = newItems
    selectedIndex = newItems.normalizedSelection(previous)
    guard let current = selectedID, current != previous else { return nil }
    return .changed(from: previous, to: current)
  }
}
