extension DeclaredTabs {
  /// The declaration a tab builder makes, where each tab names its section rather than each
  /// section listing its tabs: sections in the order their first tab is declared, each holding
  /// its tabs in declared order (sections sharing an id are one). A section whose id is a tab's
  /// is left out, so the declaration never fails; a pinned tab belongs to no section.
  ///
  /// ```swift
  /// let library = TabItemGroup(id: "library", title: "Library", tabIDs: [])
  /// let declared = DeclaredTabs.grouping(
  ///   items, sectionOfTab: ["albums": library, "artists": library], unhideableIDs: ["home"])
  /// declared.sections.first?.tabIDs  // ["albums", "artists"]
  /// ```
  ///
  /// - Parameters:
  ///   - items: The checked items.
  ///   - sectionOfTab: The section each tab was declared in, by tab id; the sections' own
  ///     `tabIDs` are ignored.
  ///   - unhideableIDs: The ids of tabs a person may not hide anywhere; unknown ids are ignored.
  ///   - editAllowances: What a person may change about tabs, by placement, as each tab's
  ///     `customizationBehavior(_:for:)` says; with `unhideableIDs`, the stricter of the two.
  ///   - hiddenByDefault: The tabs hidden until the person shows them, by placement, as each
  ///     tab's `defaultVisibility(.hidden, for:)` says; ids that are not customizable, hideable
  ///     tabs are ignored.
  ///   - hiddenIDs: The tabs the app hides for now, as each tab's `hidden(_:)` says.
  package static func grouping(
    _ items: TabItems, sectionOfTab: [String: TabItemGroup], unhideableIDs: Set<String> = [],
    editAllowances: [TabVisibilityPlacement: [String: TabEditAllowance]] = [:],
    hiddenByDefault: [TabVisibilityPlacement: Set<String>] = [:], hiddenIDs: Set<String> = []
  ) -> DeclaredTabs {
    let itemIDs = Set(items.all.map(\.id))
    var sections: [TabItemGroup] = []
    var positionOfSection: [String: Int] = [:]
    for item in items.all {
      guard let section = sectionOfTab[item.id], !itemIDs.contains(section.id) else { continue }
      if let position = positionOfSection[section.id] {
        sections[position].tabIDs.append(item.id)
      } else {
        positionOfSection[section.id] = sections.count
        var first = section
        first.tabIDs = [item.id]
        sections.append(first)
      }
    }
    // Section ids are unique and distinct from the items' here, so the declaration is checked.
    return DeclaredTabs(
      checked: items, sections: sections,
      editAllowances: allowances(editAllowances, unhideableIDs: unhideableIDs),
      hiddenByDefault: hiddenByDefault, hiddenIDs: hiddenIDs)
  }
}
