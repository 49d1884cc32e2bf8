extension TabBarCustomization {
  /// Whether the tab `id` shows in `placement`, the app's defaults and the person's choices
  /// counted, as `customization[tab: id].sidebarVisibility` and `.tabBarVisibility` read.
  ///
  /// Unlike SwiftUI's, which answers `.automatic` for a tab the person never customized, this
  /// answers what shows: ``TabVisibility/visible`` or ``TabVisibility/hidden`` for every tab,
  /// the search and pinned tabs always visible and a sidebar-only tab always hidden from the
  /// bar; ``TabVisibility/automatic`` only for the action and ids that are no tab.
  ///
  /// ```swift
  /// customization.visibility(of: "radio", for: .tabBar, in: declared)  // .hidden
  /// ```
  /// - Parameters:
  ///   - id: The tab's id.
  ///   - placement: The bar or the sidebar.
  ///   - declared: The tabs the app declares.
  package func visibility(
    of id: String, for placement: TabVisibilityPlacement, in declared: DeclaredTabs
  ) -> TabVisibility {
    guard let item = declared.item(id), item.role.isSelectable else { return .automatic }
    guard item.role.isArrangeable, item.placement != .pinned else { return .visible }
    let hidden = merged(with: declared).hiddenTabIDs(from: placement, in: declared)
    return hidden.contains(id) ? .hidden : .visible
  }

  /// Whether the tab `id` may be hidden from `placement` now: it is a declared, customizable tab
  /// the app lets a person hide there (``DeclaredTabs/allowance(of:in:)``), and hiding it would leave at least one tab shown there (a pinned tab always
  /// is). A tab already hidden may be.
  /// - Parameters:
  ///   - id: The tab's id.
  ///   - placement: The bar or the sidebar.
  ///   - declared: The tabs the app declares.
  package func canHide(_ id: String, from placement: TabVisibilityPlacement, in declared: DeclaredTabs)
    -> Bool
  {
    let fitted = merged(with: declared)
    guard fitted.order.contains(id), declared.allowance(of: id, in: placement).allowsHiding else {
      return false
    }
    let hidden = fitted.hiddenTabIDs(from: placement, in: declared)
    return !declared.pinnedIDs.isEmpty
      || fitted.order.contains { $0 != id && !hidden.contains($0) && !declared.hiddenIDs.contains($0) }
  }

  /// Shows or hides the tab `id` in `placement`, or forgets the person's choice there
  /// (``TabVisibility/automatic``), as `customization[tab: id].sidebarVisibility = …` does; the
  /// customization is first fitted to `declared` (``merged(with:)``).
  ///
  /// - Hiding is refused for ids that are not customizable tabs (unknown, the search tab, pinned
  ///   tabs), unhideable tabs and the last tab shown there (``canHide(_:from:in:)``). Hiding
  ///   from the sidebar hides everywhere; hiding from the bar keeps the tab in the sidebar (and
  ///   behind More where the bar is the presentation).
  /// - Showing in the sidebar keeps the bar's choice; showing in the bar shows in the sidebar
  ///   too, as the bar shows only what the sidebar does. A sidebar-only tab cannot be shown in
  ///   the bar.
  /// - ``TabVisibility/automatic`` gives the tab back to the app's default there.
  ///
  /// ```swift
  /// customization.setVisibility(.visible, of: "albums", for: .tabBar, in: declared)  // true
  /// customization.setVisibility(.hidden, of: "home", for: .sidebar, in: declared)    // false: unhideable
  /// ```
  /// - Parameters:
  ///   - visibility: Shown, hidden, or as the app declares.
  ///   - id: The tab's id.
  ///   - placement: The bar or the sidebar.
  ///   - declared: The tabs the app declares.
  /// - Returns: Whether the choice was taken (for ``TabVisibility/automatic``, whether `id` is a
  ///   customizable tab).
  @discardableResult
  package mutating func setVisibility(
    _ visibility: TabVisibility, of id: String, for placement: TabVisibilityPlacement,
    in declared: DeclaredTabs
  ) -> Bool {
    let allowed = visibility != .hidden || canHide(id, from: placement, in: declared)
    self = merged(with: declared)
    guard order.contains(id), allowed else { return false }
    switch (visibility, placement) {
    case (.automatic, .sidebar):
      hiddenIDs.remove(id)
      sidebarShownIDs.remove(id)
    case (.automatic, .tabBar):
      barHiddenIDs.remove(id)
      barShownIDs.remove(id)
    case (.hidden, .sidebar):
      hiddenIDs.insert(id)
      sidebarShownIDs.remove(id)
    case (.hidden, .tabBar):
      guard !declared.sidebarOnlyIDs.contains(id) else { return true }
      barHiddenIDs.insert(id)
      barShownIDs.remove(id)
    case (.visible, .sidebar):
      show(id, in: .sidebar, declared: declared)
    case (.visible, .tabBar):
      guard !declared.sidebarOnlyIDs.contains(id) else { return false }
      show(id, in: .sidebar, declared: declared)
      show(id, in: .tabBar, declared: declared)
    }
    // Forgetting a choice may leave every tab hidden by default: fitting shows one again.
    self = merged(with: declared)
    return true
  }

  /// Hides or shows the tab `id` in the sidebar, as its edit mode does:
  /// ``setVisibility(_:of:for:in:)`` for ``TabVisibilityPlacement/sidebar``.
  ///
  /// Hiding is refused for unknown ids, unhideable and pinned tabs and the last shown tab
  /// (``canHide(_:in:)``); showing a customizable tab always works.
  /// - Parameters:
  ///   - isHidden: `true` to hide, `false` to show.
  ///   - id: The tab's id.
  ///   - declared: The tabs the app declares.
  /// - Returns: Whether the tab now has the asked state.
  @discardableResult
  package mutating func setHidden(_ isHidden: Bool, for id: String, in declared: DeclaredTabs) -> Bool {
    setVisibility(isHidden ? .hidden : .visible, of: id, for: .sidebar, in: declared)
  }

  /// Whether the tab `id` may be hidden from the sidebar now (``canHide(_:from:in:)``).
  /// - Parameters:
  ///   - id: The tab's id.
  ///   - declared: The tabs the app declares.
  package func canHide(_ id: String, in declared: DeclaredTabs) -> Bool {
    canHide(id, from: .sidebar, in: declared)
  }

  /// The customizable tabs hidden from `placement`, by the person or by default; a tab hidden
  /// from the sidebar is hidden from the bar too, and a sidebar-only tab is never in the bar.
  /// `self` must be fitted to `declared`.
  func hiddenTabIDs(from placement: TabVisibilityPlacement, in declared: DeclaredTabs) -> Set<String> {
    let sidebarDefaults = declared.hiddenByDefault[.sidebar, default: []]
    let sidebar = hiddenIDs.union(sidebarDefaults.subtracting(sidebarShownIDs))
    guard placement == .tabBar else { return sidebar }
    let barDefaults = declared.hiddenByDefault[.tabBar, default: []]
    return sidebar.union(barHiddenIDs).union(barDefaults.subtracting(barShownIDs)).union(
      declared.sidebarOnlyIDs)
  }

  /// Shows the tab `id` in `placement` as the person's choice, recorded only where the app hides
  /// it by default.
  private mutating func show(_ id: String, in placement: TabVisibilityPlacement, declared: DeclaredTabs) {
    let byDefault = declared.isHiddenByDefault(id, from: placement)
    switch placement {
    case .sidebar:
      hiddenIDs.remove(id)
      if byDefault { sidebarShownIDs.insert(id) }
    case .tabBar:
      barHiddenIDs.remove(id)
      if byDefault { barShownIDs.insert(id) }
    }
  }
}
