import Foundation
import TabBarRender

extension OrganizationOptions {
  /// The tabs `bar` describes, declared with these options' search tab, prominent tab and
  /// sections.
  package func declared(_ bar: BarOptions) throws(UsageError) -> DeclaredTabs {
    var all = try bar.items().all
    for (reference, option, role) in [
      (search, "--search", TabItemRole.search), (prominent, "--prominent", .prominent),
    ] {
      guard let reference else { continue }
      let id = BarOptions.tabID(try reference.resolve(in: bar.tabs, option: option))
      all = all.map { item in
        var item = item
        if item.id == id { item.role = role }
        return item
      }
    }
    let sections =
      try sectionList.map { (list) throws(UsageError) in
        try SectionSpec.parseList(
          list, tabCount: bar.tabs.count, placement: sectionEntries ? .sectionEntry : .tabs)
      } ?? []
    do {
      return try DeclaredTabs(items: try TabItems(all), sections: sections)
    } catch {
      throw UsageError("the tabs cannot be organized: \(error)")
    }
  }

  /// The person's customization: the `--hidden` tabs hidden (as far as the rules allow).
  package func customization(_ declared: DeclaredTabs, tabCount: Int) throws(UsageError)
    -> TabBarCustomization
  {
    var customization = TabBarCustomization()
    guard let hiddenList else { return customization }
    for part in hiddenList.split(separator: ",", omittingEmptySubsequences: false) {
      guard let position = Int(part), position >= 1, position <= tabCount else {
        throw UsageError(
          "--hidden \"\(ArgumentScanner.shown(String(part)))\" is not a tab position: give 1…\(tabCount)")
      }
      customization.setHidden(true, for: BarOptions.tabID(position - 1), in: declared)
    }
    return customization
  }

  /// The picture these options and `bar` describe, as SVG text; `sizeGiven` says whether the
  /// command line set the window's size (a sidebar otherwise takes ``sidebarWindow``).
  package func svg(_ bar: BarOptions, sizeGiven: Bool) throws(UsageError) -> String {
    if isEditing, presentation != .sidebar {
      throw UsageError("--edit draws the sidebar's edit mode: add --presentation sidebar")
    }
    if isPlainBar { return TabBarSVGRenderer.document(for: try bar.picture()).xml }
    if presentation == .sidebar {
      return SidebarSVGRenderer.document(for: try sidebarPicture(bar, sizeGiven: sizeGiven)).xml
    }
    return TabBarSVGRenderer.document(for: try barScene(bar)).xml
  }

  /// The sidebar these options and `bar` describe, in `bar`'s window when `sizeGiven`, else in
  /// ``sidebarWindow``.
  package func sidebarPicture(_ bar: BarOptions, sizeGiven: Bool) throws(UsageError) -> SidebarPicture {
    let arrangement = try arrangement(bar)
    let size = sizeGiven ? CGSize(width: bar.width, height: bar.height) : Self.sidebarWindow
    return SidebarPicture(
      groups: arrangement.sidebar(editing: isEditing), selectedID: try bar.selectedID(), isEditing: isEditing,
      containerSize: size, layoutDirection: bar.direction, theme: bar.style.theme,
      appearance: bar.appearance, adjustments: bar.adjustments)
  }

  /// The bar these options and `bar` describe: the arrangement's presented items (More lists the
  /// tabs the bar leaves out), the search tab set apart, on the surface `bar` asks for.
  package func barScene(_ bar: BarOptions) throws(UsageError) -> TabBarPicture {
    let arrangement = try arrangement(bar)
    let state = bar.state(
      items: arrangement.presentedItems, selectedID: arrangement.barSelectionID(for: try bar.selectedID()))
    let request = bar.request(state)
    let items = arrangement.declared.items
    var scene = TabBarPicture(
      split: SearchTabPlacement.layout(request), searchItem: items.searchIndex.map { items.all[$0] },
      theme: bar.style.theme, appearance: bar.appearance, adjustments: bar.adjustments)
    scene.surface = bar.surface
    return scene
  }

  /// The declared tabs arranged with the `--hidden` customization.
  private func arrangement(_ bar: BarOptions) throws(UsageError) -> TabBarArrangement {
    let declared = try declared(bar)
    return TabBarArrangement(
      declared: declared, customization: try customization(declared, tabCount: bar.tabs.count))
  }
}
