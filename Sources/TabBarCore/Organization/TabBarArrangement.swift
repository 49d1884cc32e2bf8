/// The tabs as a person sees them: declared tabs, sections and a customization made into the
/// sidebar's groups and the bar's items.
///
/// **The sidebar** lists, first, the search tab and the tabs outside sections (no header), then
/// each section under its title, in declared order; tabs follow the customization's order within
/// their group. Hidden tabs are left out except in edit mode, where every row shows whether it
/// can be hidden or moved.
///
/// **The bar** shows, in this order: the shown tabs outside sections; for each section, its
/// shown tabs (``TabSectionBarPlacement/tabs``) or one entry standing for them
/// (``TabSectionBarPlacement/sectionEntry``, omitted when all its tabs are hidden); the action
/// button; the search tab last, which ``SearchTabPlacement`` sets apart.
///
/// **Compact widths** follow one rule: give ``barItems`` to ``TabBarAdaptation``. The bar keeps
/// the leading items that fit its slots (five at most in compact width, the action button
/// always) and the rest go behind the More item, in this same order; a section entry stays one
/// slot however many tabs it stands for.
///
/// ```swift
/// let arrangement = TabBarArrangement(declared: declared, customization: customization)
/// arrangement.sidebar(editing: false)   // groups with headers, tabs under them
/// arrangement.barItems                  // what the bar lays out
/// arrangement.barSelectionID(for: "albums")  // "library" when that section shows as an entry
/// ```
public struct TabBarArrangement: Sendable, Hashable {
  /// The declaration this arrangement was made from.
  public let declared: DeclaredTabs
  /// The customization, fitted to ``declared``.
  public let customization: TabBarCustomization
  /// The items the bar lays out, section entries included.
  public let barItems: TabItems
  /// Every shown tab (section entries and the action left out), in the sidebar's order with the
  /// search tab last: what a selection resolves among, so a selection that is gone falls back
  /// to the first shown tab rather than to search.
  public let shownTabs: TabItems

  /// Arranges `declared` as `customization` says (fitted first with
  /// ``TabBarCustomization/merged(with:)``).
  /// - Parameters:
  ///   - declared: The tabs the app declares.
  ///   - customization: The person's arrangement; the default by default.
  public init(declared: DeclaredTabs, customization: TabBarCustomization = TabBarCustomization()) {
    let fitted = customization.merged(with: declared)
    self.declared = declared
    self.customization = fitted
    let groups = Self.groups(declared: declared, customization: fitted, editing: false)
    let rows = groups.flatMap(\.rows).map(\.item)
    let shown = rows.filter { $0.role != .search } + rows.filter { $0.role == .search }
    // Subsets of checked items, and sections whose ids were checked against them: cannot throw.
    shownTabs = (try? TabItems(shown)) ?? declared.items
    barItems = (try? TabItems(Self.bar(declared: declared, groups: groups))) ?? declared.items
  }

  /// The sidebar's content: groups in order, rows under them.
  /// - Parameter editing: Whether the sidebar is in edit mode (hidden tabs are listed too).
  public func sidebar(editing: Bool) -> [SidebarGroup] {
    Self.groups(declared: declared, customization: customization, editing: editing)
  }

  /// The bar item that shows as selected when the tab `id` is selected: the section's entry
  /// when the tab is in a section shown as one entry, else the tab itself.
  /// - Parameter id: The selected tab's id.
  public func barSelectionID(for id: String?) -> String? {
    guard let id, let section = declared.section(holding: id), section.barPlacement == .sectionEntry else {
      return id
    }
    return section.id
  }

  /// The shown tabs a section's bar entry lists, in the person's order.
  /// - Parameter sectionID: The section's id.
  public func shownTabs(inSection sectionID: String) -> [TabItem] {
    sidebar(editing: false).first { $0.sectionID == sectionID }?.rows.map(\.item) ?? []
  }
}
