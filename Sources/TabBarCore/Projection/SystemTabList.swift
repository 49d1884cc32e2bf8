/// The tabs of the system's `TabView`, in order, each with what the form (``SystemTabForm``)
/// applies to it: the tabs as the person arranged them, then, where the form hides a kept tab,
/// the tabs hidden for now (so hiding and showing a tab keeps its content's state); sidebar-only
/// tabs (and tabs hidden from the bar) placed out of the bar where the form places tabs, listed
/// last otherwise. The action is never one of them: it is a button beside the content, so
/// choosing it never selects a page (see ``TabProjection``'s role row).
///
/// ```swift
/// let list = SystemTabList(declared: declared, presented: state.items, form: form)
/// list.entries.map(\.id)  // every tab's id, the hidden ones last
/// ```
package struct SystemTabList: Sendable, Hashable {
  /// One tab of the system's `TabView`.
  package struct Entry: Sendable, Hashable, Identifiable {
    /// The tab's item id.
    package var id: String
    /// Kept in the `TabView` but hidden (`Tab(…).hidden(true)`).
    package var isHidden: Bool
    /// Shown disabled (`Tab(…).disabled(true)`).
    package var isDisabled: Bool
    /// The placement handed to `Tab(…).tabPlacement(_:)`, where the form places tabs;
    /// ``TabBarTabPlacement/automatic`` elsewhere.
    package var placement: TabBarTabPlacement
    /// Whether it is the search tab (`Tab(role: .search)`).
    package var isSearch: Bool
  }

  /// The tabs, in the `TabView`'s order.
  package let entries: [Entry]

  /// The list for `form`.
  /// - Parameters:
  ///   - declared: Every declared item (the action is left out).
  ///   - presented: The items the container presents (``TabBarArrangement/presentedItems``:
  ///     the shown tabs in the person's order, sidebar-only ones and those hidden from the bar
  ///     marked ``TabBarTabPlacement/sidebarOnly``).
  ///   - form: The system's `TabView` on this release.
  package init(declared: TabItems, presented: TabItems, form: SystemTabForm) {
    let shown = presented.tabs
    let ordered =
      form.placesTabs
      ? shown : shown.filter { $0.placement != .sidebarOnly } + shown.filter { $0.placement == .sidebarOnly }
    var entries = ordered.map { item in
      Entry(
        id: item.id, isHidden: false, isDisabled: form.disablesTabs && !item.isEnabled,
        placement: form.placesTabs ? item.placement : .automatic, isSearch: item.role == .search)
    }
    if form.keepsHiddenTabs {
      let shownIDs = Set(shown.map(\.id))
      for item in declared.tabs where !shownIDs.contains(item.id) {
        entries.append(
          Entry(
            id: item.id, isHidden: true, isDisabled: form.disablesTabs && !item.isEnabled,
            placement: form.placesTabs ? item.placement : .automatic, isSearch: item.role == .search))
      }
    }
    self.entries = entries
  }
}
