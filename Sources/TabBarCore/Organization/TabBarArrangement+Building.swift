extension TabBarArrangement {
  /// The sidebar's groups for a fitted customization.
  static func groups(
    declared: DeclaredTabs, customization: TabBarCustomization, editing: Bool
  ) -> [SidebarGroup] {
    // `count(where:)` is missing from the macOS 14 SDK's standard library.
    let shownCount = customization.order.filter { !customization.isHidden($0) }.count
    func row(_ id: String) -> SidebarRow? {
      guard let item = declared.item(id) else { return nil }
      let hidden = customization.isHidden(id)
      guard editing || !hidden else { return nil }
      let canHide =
        item.role == .tab && !declared.unhideableIDs.contains(id) && (hidden || shownCount > 1)
      return SidebarRow(item: item, isHidden: hidden, canHide: canHide, canMove: item.role == .tab)
    }
    let sectioned = Set(declared.sections.flatMap(\.tabIDs))
    let search = declared.items.searchIndex.map { [declared.items.all[$0].id] } ?? []
    let loose = search + customization.order.filter { !sectioned.contains($0) }
    var groups = [SidebarGroup(sectionID: nil, title: nil, rows: loose.compactMap(row))]
    for section in declared.sections {
      let members = Set(section.tabIDs)
      let rows = customization.order.filter(members.contains).compactMap(row)
      groups.append(SidebarGroup(sectionID: section.id, title: section.title, rows: rows))
    }
    return groups.filter { !$0.rows.isEmpty }
  }

  /// The bar's items for the sidebar's (not editing) groups.
  static func bar(declared: DeclaredTabs, groups: [SidebarGroup]) -> [TabItem] {
    var items: [TabItem] = []
    for group in groups {
      let tabs = group.rows.map(\.item).filter { $0.role == .tab }
      guard let sectionID = group.sectionID,
        let section = declared.sections.first(where: { $0.id == sectionID }),
        section.barPlacement == .sectionEntry
      else {
        items += tabs
        continue
      }
      items.append(
        TabItem(
          id: section.id, title: section.title, symbol: section.symbol,
          isEnabled: tabs.contains(where: \.isEnabled)))
    }
    let search = declared.items.searchIndex.map { declared.items.all[$0] }
    items += [declared.items.action, search].compactMap { $0 }
    return items
  }
}
