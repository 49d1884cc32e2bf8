/// Everything a container's views tell its ``TabBarState`` at each render: the declared items,
/// the app's selection, the context, the mounting cap, who answers a reselect and whether the
/// selection is kept for relaunch.
///
/// The views compare the inputs of each render with the last ones and hand the state the
/// difference (``TabBarState/reconcile(with:)``), so the state follows the app's declarations
/// and binding without the views deciding anything.
///
/// ```swift
/// let inputs = TabBarInputs(items: items, selectedID: "home", context: context)
/// state.reconcile(with: inputs)
/// ```
///
/// Placements travel in the items: each tab's ``TabItem/placement``, which
/// ``TabBarArrangement/presentedItems`` also sets to ``TabBarTabPlacement/sidebarOnly`` for a tab
/// the person or the declaration hid from the bar only.
package struct TabBarInputs: Sendable, Equatable {
  /// The declared tabs and action: with sections, customization or placements, the arrangement's
  /// ``TabBarArrangement/presentedItems`` (not its ``TabBarArrangement/barItems``), so the tabs
  /// the bar lists only behind More can be selected, numbered by Command-digit and badged on
  /// More.
  package var items: TabItems
  /// The id the app's selection binding holds; `nil` when it holds no declared tab's value.
  package var selectedID: String?
  /// The platform, width, direction, preferences and language.
  package var context: TabBarContext
  /// The mounting cap; `nil` keeps every visited tab.
  package var maximumMounted: Int?
  /// Who answers a reselect.
  package var reselectHandling: TabReselectHandling
  /// Whether the selection is kept for relaunch (``TabBarEffect/persistSelection(id:)``).
  package var persistsSelection: Bool
  /// Whether choosing the search tab activates its field.
  package var searchActivation: TabBarSearchActivation
  /// The tabs the app hides (``DeclaredTabs/hiddenIDs``): out of ``items``, their content kept
  /// mounted so it is as the person left it when they are shown again.
  package var hiddenTabIDs: Set<String>

  /// Creates the inputs of one render.
  ///
  /// ```swift
  /// TabBarInputs(items: items, selectedID: "home", context: context, maximumMounted: 3)
  /// ```
  package init(
    items: TabItems, selectedID: String?, context: TabBarContext, maximumMounted: Int? = nil,
    reselectHandling: TabReselectHandling = .builtIn, persistsSelection: Bool = false,
    searchActivation: TabBarSearchActivation = .automatic, hiddenTabIDs: Set<String> = []
  ) {
    self.hiddenTabIDs = hiddenTabIDs
    self.items = items
    self.selectedID = selectedID
    self.context = context
    self.maximumMounted = maximumMounted
    self.reselectHandling = reselectHandling
    self.persistsSelection = persistsSelection
    self.searchActivation = searchActivation
  }
}
