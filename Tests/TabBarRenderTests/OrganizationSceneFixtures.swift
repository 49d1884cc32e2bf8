import Foundation
import TabBarRender

/// Sidebar and search-tab scenes the renderer's tests draw: a music app's tabs, laid out and
/// arranged by the core.
enum OrganizationSceneFixtures {
  /// The music app's tabs (or tabs titled `titles`), the tab at `pinned` (counted from 0)
  /// pinned.
  static func declared(titles: [String]? = nil, pinned: Int? = nil) throws -> DeclaredTabs {
    let names = titles ?? ["Home", "Radio", "Search", "Recently Added", "Albums", "Artists"]
    let symbols = ["house", "star", "magnifyingglass", "calendar", "bookmark", "person"]
    var items = names.enumerated().map { index, title in
      TabItem(
        id: "tab\(index + 1)", title: title, symbol: symbols[index % symbols.count],
        placement: index == pinned ? .pinned : .automatic)
    }
    if items.count > 2 { items[2].role = .search }
    if items.count > 5 { items[5].badge = .count(2) }
    let library = TabItemGroup(
      id: "library", title: "Library", tabIDs: items.dropFirst(3).map(\.id), barPlacement: .sectionEntry)
    return try DeclaredTabs(items: try TabItems(items), sections: [library], unhideableIDs: ["tab1"])
  }

  static func sidebar(
    editing: Bool = false, size: CGSize = CGSize(width: 1024, height: 768),
    appearance: ThemeAppearance = .light,
    direction: TabBarLayoutDirection = .leftToRight, style: TabBarDesign = .indicator,
    declared: DeclaredTabs? = nil
  ) throws -> SidebarPicture {
    let declared = try declared ?? self.declared()
    var customization = TabBarCustomization()
    customization.setHidden(true, for: "tab2", in: declared)
    let arrangement = TabBarArrangement(declared: declared, customization: customization)
    return SidebarPicture(
      groups: arrangement.sidebar(editing: editing), selectedID: "tab5", isEditing: editing,
      containerSize: size,
      layoutDirection: direction, theme: style.theme, appearance: appearance)
  }

  static func searchBar(
    _ style: TabBarDesign, appearance: ThemeAppearance = .light,
    direction: TabBarLayoutDirection = .leftToRight,
    selectedID: String = "tab1"
  ) throws -> TabBarPicture {
    let declared = try declared()
    let arrangement = TabBarArrangement(declared: declared)
    let request = TabBarLayoutRequest(
      items: arrangement.barItems, selectedID: arrangement.barSelectionID(for: selectedID),
      containerSize: CGSize(width: 390, height: 844), safeAreaInsets: TabBarInsets(bottom: 34),
      layoutDirection: direction, metrics: style.metrics(on: .iPhone))
    let search = declared.items.searchIndex.map { declared.items.all[$0] }
    return TabBarPicture(
      split: SearchTabPlacement.layout(request), searchItem: search, theme: style.theme,
      appearance: appearance)
  }
}
