extension TabBarArrangement {
  /// The sidebar's groups for a fitted customization.
  static func groups(
    declared: DeclaredTabs, customization: TabBarCustomization, editing: Bool
  ) -> [SidebarGroup] {
    let hidden = customization.hiddenTabIDs(from: .sidebar, in: declared)
    let customizable = Set(customization.order)
    let shownCount =
      declared.pinnedIDs.count
      + customization.order.filter { !hidden.contains($0) && !declared.hiddenIDs.contains($0) }.count
    func row(_ id: String) -> SidebarRow? {
      guard let item = declared.item(id), !declared.hiddenIDs.contains(id) else { return nil }
      let isHidden = hidden.contains(id)
      guard editing || !isHidden else { return nil }
      let isCustomizable = customizable.contains(id)
      let allowance = declared.allowance(of: id, in: .sidebar)
      let canHide = isCustomizable && allowance.allowsHiding && (isHidden || shownCount > 1)
      return SidebarRow(
        item: item, isHidden: isHidden, canHide: canHide, canMove: isCustomizable && allowance.allowsMoving)
    }
    let sectioned = Set(declared.sections.flatMap(\.tabIDs))
    let search = declared.shownSearch.map { [$0.id] } ?? []
    let loose = search + declared.pinnedIDs + customization.order.filter { !sectioned.contains($0) }
    var groups = [SidebarGroup(sectionID: nil, title: nil, rows: loose.compactMap(row))]
    for section in declared.sections {
      let members = Set(section.tabIDs)
      let rows = customization.order.filter(members.contains).compactMap(row)
      groups.append(SidebarGroup(sectionID: section.id, title: section.title, rows: rows))
    }
    return groups.filter { !$0.rows.isEmpty }
  }

  /// The bar's leading items for the sidebar's (not editing) groups: the tabs shown in the bar
  /// and the section entries, before the pinned tabs.
  static func leadingBarItems(
    declared: DeclaredTabs, groups: [SidebarGroup], barHidden: Set<String>
  ) -> [TabItem] {
    var items: [TabItem] = []
    for group in groups {
      let tabs = group.rows.map(\.item).filter {
        $0.role.isArrangeable && $0.placement != .pinned && !barHidden.contains($0.id)
      }
      guard let sectionID = group.sectionID,
        let section = declared.sections.first(where: { $0.id == sectionID }),
        section.barPlacement == .sectionEntry
      else {
        items += tabs
        continue
      }
      guard !tabs.isEmpty else { continue }
      items.append(
        TabItem(
          id: section.id, title: section.title, symbol: section.symbol,
          isEnabled: tabs.contains(where: \.isEnabled)))
    }
    return items
  }

  /// The bar's trailing items: the pinned tabs, the action button, the search tab.
  static func trailingBarItems(declared: DeclaredTabs) -> [TabItem] {
    let search = declared.shownSearch
    return declared.pinnedIDs.compactMap(declared.item) + [declared.items.action, search].compactMap { $0 }
  }

  /// The shown tabs of the sidebar's (not editing) groups that are not in the bar, marked
  /// ``TabBarTabPlacement/sidebarOnly`` so a bar lists them only behind More.
  static func moreOnlyTabs(groups: [SidebarGroup], barHidden: Set<String>) -> [TabItem] {
    groups.flatMap(\.rows).map(\.item).filter { $0.role.isArrangeable && barHidden.contains($0.id) }.map {
      var tab = $0
      tab.placement = .sidebarOnly
      return tab
    }
  }
}
