import Foundation
import TabBarRender

extension OrganizationOptions {
  /// The tabs `bar` describes, declared with these options' search tab and sections.
  public func declared(_ bar: BarOptions) throws(UsageError) -> DeclaredTabs {
    var all = try bar.items().all
    if let search {
      let id = BarOptions.tabID(try search.resolve(in: bar.tabs, option: "--search"))
      all = all.map { item in
        var item = item
        if item.id == id { item.role = .search }
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
  public func customization(_ declared: DeclaredTabs, tabCount: Int) throws(UsageError) -> TabBarCustomization
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
  public func svg(_ bar: BarOptions, sizeGiven: Bool) throws(UsageError) -> String {
    if isEditing, presentation != .sidebar {
      throw UsageError("--edit draws the sidebar's edit mode: add --presentation sidebar")
    }
    if isPlainBar { return TabBarSVGRenderer.document(for: try bar.scene()).xml }
    let declared = try declared(bar)
    let arrangement = TabBarArrangement(
      declared: declared, customization: try customization(declared, tabCount: bar.tabs.count))
    let selectedID = try bar.selectedID()
    if presentation == .sidebar {
      let size = sizeGiven ? CGSize(width: bar.width, height: bar.height) : Self.sidebarWindow
      let scene = SidebarScene(
        groups: arrangement.sidebar(editing: isEditing), selectedID: selectedID, isEditing: isEditing,
        containerSize: size, layoutDirection: bar.direction, theme: bar.style.theme,
        appearance: bar.appearance, adjustments: bar.adjustments)
      return SidebarSVGRenderer.document(for: scene).xml
    }
    let request = bar.request(
      items: arrangement.barItems, selectedID: arrangement.barSelectionID(for: selectedID))
    let split = SearchTabPlacement.layout(request)
    let searchItem = declared.items.searchIndex.map { declared.items.all[$0] }
    let scene = TabBarScene(
      split: split, searchItem: searchItem, theme: bar.style.theme, appearance: bar.appearance,
      adjustments: bar.adjustments)
    return TabBarSVGRenderer.document(for: scene).xml
  }
}
