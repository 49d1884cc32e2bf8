/// Which tabs' content is mounted (kept alive in the view tree), as a policy value.
///
/// A tab's content mounts the first time the tab is visited and then stays mounted, so its
/// state (navigation stack, scroll position, text being typed) survives switching away and back:
/// the first complaint users have about custom tab bars. Tabs never visited cost nothing.
///
/// With a ``maximumMounted`` cap, visiting a tab beyond the cap unmounts the least recently
/// visited tab that is not the selected one. Tabs removed from the items are unmounted, except
/// the ones the app only hides (``keptIDs``): their state survives until they are shown again.
///
/// ```swift
/// var mounting = TabMounting(items: items, selectedID: "home", maximumMounted: 3)
/// mounting.visit("search")   // [] — home and search mounted
/// mounting.isMounted("home") // true: its state survives
/// ```
package struct TabMounting: Sendable, Hashable {
  /// The most tabs mounted at once, at least 1; `nil` for no limit.
  package private(set) var maximumMounted: Int?
  /// The mounted tabs' ids, least recently visited first; the last is the selected tab.
  package private(set) var mountedIDs: [String]
  /// The ids of the items' tabs (the action excluded): only these can be mounted.
  private var tabIDs: Set<String>
  /// The tabs the app hides (`hidden(_:)`): not in the items, but kept mounted if they were.
  package private(set) var keptIDs: Set<String> = []

  /// Creates the policy for `items` with the selected tab (normalised, see
  /// ``TabItems/normalizedSelection(_:)``) mounted.
  ///
  /// - Parameters:
  ///   - items: The container's items; only their tabs (not the action) can be mounted.
  ///   - selectedID: The selected tab's id, normalised as the container shows it.
  ///   - maximumMounted: The cap; values below 1 count as 1 (the selected tab is always
  ///     mounted); `nil` for none.
  package init(items: TabItems, selectedID: String?, maximumMounted: Int? = nil) {
    self.maximumMounted = maximumMounted.map { max($0, 1) }
    self.mountedIDs = []
    self.tabIDs = Set(items.tabs.map(\.id))
    if let selected = items.normalizedSelection(selectedID) {
      visit(items.all[selected].id)
    }
  }

  /// Whether the content of the tab with `id` is mounted.
  package func isMounted(_ id: String) -> Bool { mountedIDs.contains(id) }

  /// Records a visit to the tab with `id` (it became the selected tab): mounts it if it is not,
  /// marks it most recently visited, and unmounts what the cap no longer allows.
  ///
  /// - Returns: The ids unmounted to respect the cap, least recently visited first. Ids that are
  ///   not tabs of the items (unknown, or the action) are ignored: nothing changes.
  @discardableResult
  package mutating func visit(_ id: String) -> [String] {
    guard tabIDs.contains(id) else { return [] }
    mountedIDs.removeAll { $0 == id }
    mountedIDs.append(id)
    guard let maximumMounted, mountedIDs.count > maximumMounted else { return [] }
    // The selected tab is last, so evicting from the front never unmounts it.
    let evicted = Array(mountedIDs.prefix(mountedIDs.count - maximumMounted))
    mountedIDs.removeFirst(evicted.count)
    return evicted
  }

  /// Changes the cap (values below 1 count as 1; `nil` for none) and unmounts what it no longer
  /// allows, least recently visited first; the selected tab stays.
  ///
  /// - Returns: The ids unmounted.
  @discardableResult
  mutating func setMaximumMounted(_ maximum: Int?) -> [String] {
    maximumMounted = maximum.map { max($0, 1) }
    guard let cap = maximumMounted, mountedIDs.count > cap else { return [] }
    let evicted = Array(mountedIDs.prefix(mountedIDs.count - cap))
    mountedIDs.removeFirst(evicted.count)
    return evicted
  }

  /// Follows a change of the items: tabs that are gone (or became the action) are unmounted,
  /// and the selected tab (normalised) is visited so it is mounted.
  ///
  /// - Returns: The ids unmounted, removed tabs first, then any the cap evicted.
  @discardableResult
  package mutating func updateItems(_ items: TabItems, selectedID: String?) -> [String] {
    tabIDs = Set(items.tabs.map(\.id))
    let removed = unmountingGone()
    guard let selected = items.normalizedSelection(selectedID) else { return removed }
    return removed + visit(items.all[selected].id)
  }

  /// Keeps the content of the tabs in `ids` mounted (if it is) while they are out of the items:
  /// the tabs the app hides. A tab no longer kept and not in the items is unmounted.
  ///
  /// ```swift
  /// mounting.keep(["alerts"])                            // [] — alerts stays mounted
  /// mounting.updateItems(itemsWithoutAlerts, selectedID: "home")
  /// mounting.isMounted("alerts")                          // true
  /// ```
  ///
  /// - Returns: The ids unmounted.
  @discardableResult
  package mutating func keep(_ ids: Set<String>) -> [String] {
    keptIDs = ids
    return unmountingGone()
  }

  /// Unmounts the tabs neither in the items nor kept; returns them.
  private mutating func unmountingGone() -> [String] {
    let gone = mountedIDs.filter { !tabIDs.contains($0) && !keptIDs.contains($0) }
    mountedIDs.removeAll { gone.contains($0) }
    return gone
  }
}
