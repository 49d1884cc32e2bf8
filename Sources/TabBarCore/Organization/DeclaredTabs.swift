/// The tabs an app declares, checked once: its items (each tab with its
/// ``TabItem/placement``), its sections, what a person may change about each tab in each
/// placement (``TabEditAllowance``) and the tabs hidden by default. ``TabBarCustomization`` is merged with it and ``TabBarArrangement`` is made from it.
///
/// Only tabs (``TabItemRole/tab``) that are not pinned are customizable and belong to sections:
/// the action button, the search tab and pinned tabs (``TabBarTabPlacement/pinned``) keep their
/// places. A section's unknown ids, its action, search or pinned ids, and tabs already claimed
/// by an earlier section are left out of it.
///
/// Default visibility follows SwiftUI's `TabContent.defaultVisibility(_:for:)`: a tab hidden by
/// default from the bar (``TabVisibilityPlacement/tabBar``) is in the sidebar but not the bar; a
/// tab hidden by default from the sidebar (``TabVisibilityPlacement/sidebar``) is hidden
/// everywhere; in both cases until the person shows it (``TabBarCustomization``).
///
/// A tab the app hides (`TabContent.hidden(_:)`, ``hiddenIDs``) is in neither the sidebar (not
/// even in edit mode) nor the bar until the app shows it again, while its place in the person's
/// order, its visibility choices and its content are kept.
///
/// ```swift
/// let declared = try DeclaredTabs(
///   items: items,
///   sections: [TabItemGroup(id: "library", title: "Library", tabIDs: ["albums", "artists"])],
///   unhideableIDs: ["home"],
///   hiddenByDefault: [.tabBar: ["artists"]])
/// declared.customizableIDs  // every tab's id but the pinned ones', in declared order
/// ```
package struct DeclaredTabs: Sendable, Hashable {
  /// The checked items.
  package let items: TabItems
  /// The sections, in declared order, each holding only tabs no earlier section holds.
  package let sections: [TabItemGroup]
  /// What a person may change about each customizable tab, by placement, as
  /// `customizationBehavior(_:for:)` says: only tabs that are not ``TabEditAllowance/automatic``
  /// there. A tab that may not be hidden from a placement is never hidden from it by default
  /// either.
  package let editAllowances: [TabVisibilityPlacement: [String: TabEditAllowance]]
  /// The ids of the customizable tabs (every ``TabItemRole/tab`` that is not pinned), in
  /// declared order.
  package let customizableIDs: [String]
  /// The customizable tabs hidden until the person shows them, by placement: only hideable tabs,
  /// and from the bar only tabs that could be in it (not sidebar-only ones).
  package let hiddenByDefault: [TabVisibilityPlacement: Set<String>]
  /// The tabs (and search tab) the app hides for now: left out of the sidebar, the bar and the
  /// selection, kept in the customization. Only ids of declared tabs.
  package let hiddenIDs: Set<String>
  /// The ids of the pinned tabs the app shows, in declared order.
  let pinnedIDs: [String]
  /// The ids of the sidebar-only tabs.
  let sidebarOnlyIDs: Set<String>

  /// Checks and wraps a declaration.
  /// - Parameters:
  ///   - items: The checked items; each tab's ``TabItem/placement`` is its declared placement.
  ///   - sections: The sections; none by default.
  ///   - unhideableIDs: The ids of tabs a person may not hide anywhere (``TabEditAllowance/reorderable``
  ///     in both placements); unknown ids are ignored.
  ///   - editAllowances: What a person may change about tabs, by placement; with
  ///     `unhideableIDs`, the stricter of the two. Unknown and not customizable ids are ignored.
  ///   - hiddenByDefault: The tabs hidden until the person shows them, by placement, as
  ///     `defaultVisibility(.hidden, for:)` says; ids that are not customizable, hideable tabs
  ///     are ignored.
  ///   - hiddenIDs: The tabs the app hides for now, as `hidden(_:)` says; ids that are not
  ///     tabs (the action, unknown ids) are ignored.
  /// - Throws: ``TabBarError/duplicateID(id:indices:)`` when a section's id repeats or equals an
  ///   item's id (positions count the items first, then the sections).
  package init(
    items: TabItems, sections: [TabItemGroup] = [], unhideableIDs: Set<String> = [],
    editAllowances: [TabVisibilityPlacement: [String: TabEditAllowance]] = [:],
    hiddenByDefault: [TabVisibilityPlacement: Set<String>] = [:], hiddenIDs: Set<String> = []
  ) throws {
    let ids = items.all.map(\.id) + sections.map(\.id)
    if let duplicate = TabItems.firstDuplicate(in: ids) {
      throw TabBarError.duplicateID(id: ids[duplicate.first], indices: duplicate.all)
    }
    self.init(
      checked: items, sections: sections,
      editAllowances: Self.allowances(editAllowances, unhideableIDs: unhideableIDs),
      hiddenByDefault: hiddenByDefault, hiddenIDs: hiddenIDs)
  }

  /// `allowances` with each of `unhideableIDs` at least ``TabEditAllowance/reorderable`` in
  /// every placement.
  static func allowances(
    _ allowances: [TabVisibilityPlacement: [String: TabEditAllowance]], unhideableIDs: Set<String>
  ) -> [TabVisibilityPlacement: [String: TabEditAllowance]] {
    var result = allowances
    for placement in TabVisibilityPlacement.allCases {
      for id in unhideableIDs {
        result[placement, default: [:]][id] = (result[placement]?[id] ?? .automatic).restricted(
          by: .reorderable)
      }
    }
    return result
  }

  /// The declaration of `items` without sections, every tab hideable and shown by default; it
  /// cannot fail, as the items' ids are already unique.
  ///
  /// ```swift
  /// DeclaredTabs.unsectioned(items).sections  // []
  /// ```
  package static func unsectioned(_ items: TabItems) -> DeclaredTabs {
    DeclaredTabs(checked: items, sections: [], editAllowances: [:], hiddenByDefault: [:], hiddenIDs: [])
  }

  init(
    checked items: TabItems, sections: [TabItemGroup],
    editAllowances: [TabVisibilityPlacement: [String: TabEditAllowance]],
    hiddenByDefault: [TabVisibilityPlacement: Set<String>], hiddenIDs: Set<String>
  ) {
    let tabs = items.all.filter(\.role.isArrangeable)
    let appHidden = hiddenIDs.intersection(items.tabs.map(\.id))
    self.hiddenIDs = appHidden
    let tabIDs = tabs.filter { $0.placement != .pinned }.map(\.id)
    let customizable = Set(tabIDs)
    var claimed = Set<String>()
    self.sections = sections.map { section in
      var cleaned = section
      cleaned.tabIDs = section.tabIDs.filter { customizable.contains($0) && claimed.insert($0).inserted }
      return cleaned
    }
    self.items = items
    self.customizableIDs = tabIDs
    self.pinnedIDs = tabs.filter { $0.placement == .pinned && !appHidden.contains($0.id) }.map(\.id)
    let sidebarOnly = Set(tabs.filter { $0.placement == .sidebarOnly }.map(\.id))
    self.sidebarOnlyIDs = sidebarOnly
    var allowances: [TabVisibilityPlacement: [String: TabEditAllowance]] = [:]
    for (placement, byID) in editAllowances {
      let kept = byID.filter { customizable.contains($0.key) && $0.value != .automatic }
      if !kept.isEmpty { allowances[placement] = kept }
    }
    self.editAllowances = allowances
    var defaults: [TabVisibilityPlacement: Set<String>] = [:]
    for (placement, ids) in hiddenByDefault {
      let hideable = customizable.filter { allowances[placement]?[$0]?.allowsHiding ?? true }
      let kept = ids.intersection(placement == .tabBar ? hideable.subtracting(sidebarOnly) : hideable)
      if !kept.isEmpty { defaults[placement] = kept }
    }
    self.hiddenByDefault = defaults
  }

  /// What a person may change about the tab `id` in `placement`: ``TabEditAllowance/automatic``
  /// for a tab the app set nothing for there (and for ids that are not customizable tabs, which
  /// the customization leaves alone anyway).
  ///
  /// ```swift
  /// declared.allowance(of: "home", in: .sidebar)  // .disabled after .customizationBehavior(.disabled, for: .sidebar)
  /// ```
  package func allowance(of id: String, in placement: TabVisibilityPlacement) -> TabEditAllowance {
    editAllowances[placement]?[id] ?? .automatic
  }

  /// The customizable tabs a person may hide from `placement`.
  func hideableIDs(from placement: TabVisibilityPlacement) -> Set<String> {
    Set(customizableIDs.filter { allowance(of: $0, in: placement).allowsHiding })
  }

  /// The customizable tabs a person may hide from no placement.
  package var unhideableIDs: Set<String> {
    Set(
      customizableIDs.filter { id in
        TabVisibilityPlacement.allCases.allSatisfy { !allowance(of: id, in: $0).allowsHiding }
      })
  }

  /// The section that holds the tab `id`, if any.
  package func section(holding id: String) -> TabItemGroup? {
    sections.first { $0.tabIDs.contains(id) }
  }

  /// The item with `id`, if it is declared.
  package func item(_ id: String) -> TabItem? {
    items.index(of: id).map { items.all[$0] }
  }

  /// The search tab, unless the app hides it.
  var shownSearch: TabItem? {
    items.searchIndex.map { items.all[$0] }.flatMap { hiddenIDs.contains($0.id) ? nil : $0 }
  }

  /// Whether the app keeps its selection `id` in its binding while the container shows another
  /// tab: the selection of a tab it hides, so the tab is selected again when it is shown (the
  /// container falls back to the first shown tab meanwhile). Any other correction (a removed
  /// or disabled tab) is written back.
  ///
  /// ```swift
  /// declared.keepsAppSelection("alerts")  // true while the app hides "alerts"
  /// ```
  package func keepsAppSelection(_ id: String?) -> Bool {
    id.map(hiddenIDs.contains) ?? false
  }

  /// Whether the tab `id` is hidden from `placement` until the person shows it.
  func isHiddenByDefault(_ id: String, from placement: TabVisibilityPlacement) -> Bool {
    hiddenByDefault[placement]?.contains(id) ?? false
  }
}
