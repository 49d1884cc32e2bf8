/// The tabs as a person sees them: declared tabs, sections, placements, default visibility and
/// a customization made into the sidebar's groups and the bar's items.
///
/// **The sidebar** lists, first, the search tab, the pinned tabs (``TabBarTabPlacement/pinned``,
/// in declared order) and the tabs outside sections (no header), then each section under its
/// title, in declared order; customizable tabs follow the customization's order within their
/// group. Tabs hidden from the sidebar (by the person, or by the app's default until the person
/// shows them) are left out except in edit mode, where every row shows whether it can be hidden
/// or moved: the search and pinned tabs can be neither.
///
/// **The bar** shows what the sidebar shows, less the tabs hidden from the bar (by the person or
/// by default, ``TabVisibilityPlacement/tabBar``) and the sidebar-only tabs
/// (``TabBarTabPlacement/sidebarOnly``), in this order: the tabs outside sections; for each
/// section, its tabs (``TabSectionBarPlacement/tabs``) or one entry standing for them
/// (``TabSectionBarPlacement/sectionEntry``, omitted when none of its tabs is in the bar); the
/// pinned tabs; the action button; the search tab last, which ``SearchTabPlacement`` sets apart.
///
/// **Where the bar is the presentation** (iPhone), nothing the sidebar shows is out of reach:
/// ``presentedItems`` are the bar's items with the tabs the sidebar shows but the bar does not
/// inserted before the pinned tabs, marked ``TabBarTabPlacement/sidebarOnly``. Give them to
/// ``TabBarInputs`` (or ``TabBarAdaptation``): the bar keeps the action, the search tab and the
/// pinned tabs in their slots, the leading tabs fill the slots left (five at most in compact
/// width) and the rest go behind the More item, then the sidebar-only ones, which the More item
/// lists even when every other tab fits; a section entry stays one slot however many tabs it
/// stands for.
///
/// ```swift
/// let arrangement = TabBarArrangement(declared: declared, customization: customization)
/// arrangement.sidebar(editing: false)   // groups with headers, tabs under them
/// arrangement.barItems                  // what a wide bar lays out
/// arrangement.presentedItems            // what TabBarInputs takes: More lists the rest
/// arrangement.barSelectionID(for: "albums")  // "library" when that section shows as an entry
/// ```
package struct TabBarArrangement: Sendable, Hashable {
  /// The declaration this arrangement was made from.
  package let declared: DeclaredTabs
  /// The customization, fitted to ``declared``.
  package let customization: TabBarCustomization
  /// The items the bar lays out when they all fit, section entries included.
  package let barItems: TabItems
  /// The items a container presents (what ``TabBarInputs``, ``TabBarState`` and
  /// ``TabBarAdaptation`` take): ``barItems`` with the tabs the sidebar shows but the bar does
  /// not (sidebar-only tabs, tabs hidden from the bar) inserted before the pinned tabs, in the
  /// sidebar's order, each marked ``TabBarTabPlacement/sidebarOnly`` so the bar lists it only
  /// behind More. The selection, Command-digits and More's badge count them.
  package let presentedItems: TabItems
  /// Every shown tab (section entries and the action left out), in the sidebar's order with the
  /// pinned tabs and the search tab last: what a selection resolves among, so a selection that
  /// is gone falls back to the first shown tab rather than to a pinned tab or search.
  package let shownTabs: TabItems

  /// Arranges `declared` as `customization` says (fitted first with
  /// ``TabBarCustomization/merged(with:)``).
  /// - Parameters:
  ///   - declared: The tabs the app declares.
  ///   - customization: The person's arrangement; the default by default.
  package init(declared: DeclaredTabs, customization: TabBarCustomization = TabBarCustomization()) {
    let fitted = customization.merged(with: declared)
    self.declared = declared
    self.customization = fitted
    let groups = Self.groups(declared: declared, customization: fitted, editing: false)
    let rows = groups.flatMap(\.rows).map(\.item)
    let pinned = Set(declared.pinnedIDs)
    let shown =
      rows.filter { $0.role != .search && !pinned.contains($0.id) } + rows.filter { pinned.contains($0.id) }
      + rows.filter { $0.role == .search }
    let barHidden = fitted.hiddenTabIDs(from: .tabBar, in: declared)
    let leading = Self.leadingBarItems(declared: declared, groups: groups, barHidden: barHidden)
    let trailing = Self.trailingBarItems(declared: declared)
    let moreOnly = Self.moreOnlyTabs(groups: groups, barHidden: barHidden)
    // Subsets of checked items, and sections whose ids were checked against them: cannot throw.
    shownTabs = (try? TabItems(shown)) ?? declared.items
    barItems = (try? TabItems(leading + trailing)) ?? declared.items
    presentedItems = (try? TabItems(leading + moreOnly + trailing)) ?? declared.items
  }

  /// The sidebar's content: groups in order, rows under them.
  /// - Parameter editing: Whether the sidebar is in edit mode (hidden tabs are listed too).
  package func sidebar(editing: Bool) -> [SidebarGroup] {
    Self.groups(declared: declared, customization: customization, editing: editing)
  }

  /// The bar item that shows as selected when the tab `id` is selected: the section's entry
  /// when the tab is in the bar through a section shown as one entry, else the tab itself.
  /// - Parameter id: The selected tab's id.
  package func barSelectionID(for id: String?) -> String? {
    guard let id, let section = declared.section(holding: id), section.barPlacement == .sectionEntry,
      !customization.hiddenTabIDs(from: .tabBar, in: declared).contains(id)
    else {
      return id
    }
    return section.id
  }

  /// The tabs a section's bar entry lists: the section's tabs shown in the bar, in the person's
  /// order.
  /// - Parameter sectionID: The section's id.
  package func shownTabs(inSection sectionID: String) -> [TabItem] {
    let barHidden = customization.hiddenTabIDs(from: .tabBar, in: declared)
    let rows = sidebar(editing: false).first { $0.sectionID == sectionID }?.rows ?? []
    return rows.map(\.item).filter { !barHidden.contains($0.id) }
  }
}
