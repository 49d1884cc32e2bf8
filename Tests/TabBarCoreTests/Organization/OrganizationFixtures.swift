import Foundation
import TabBarCore
import TabBarHostileInput

/// Declarations the organization tests share.
enum OrganizationFixtures {
  /// A music app: Home, Radio (unhideable), a search tab, an action, and a Library section
  /// (recent, albums, artists) shown in the bar as one entry.
  static func music(libraryPlacement: TabSectionBarPlacement = .sectionEntry) throws -> DeclaredTabs {
    let items = try TabItems([
      TabItem(id: "home", title: "Home", symbol: "house"),
      TabItem(id: "radio", title: "Radio", symbol: "dot.radiowaves.left.and.right"),
      TabItem(id: "search", title: "Search", symbol: "magnifyingglass", role: .search),
      TabItem(id: "new", title: "New", symbol: "plus", role: .action),
      TabItem(id: "recent", title: "Recently Added", symbol: "clock"),
      TabItem(id: "albums", title: "Albums", symbol: "square.stack"),
      TabItem(id: "artists", title: "Artists", symbol: "music.mic", badge: .count(2)),
    ])
    let library = TabItemGroup(
      id: "library", title: "Library", symbol: "books.vertical", tabIDs: ["recent", "albums", "artists"],
      barPlacement: libraryPlacement)
    return try DeclaredTabs(items: items, sections: [library], unhideableIDs: ["home"])
  }

  /// The music app with placements: Home (unhideable), Radio, a search tab, an action,
  /// Downloads pinned, a Library section (recent, albums, artists) placed as `libraryPlacement`,
  /// and Settings sidebar-only with a badge of 3; `hiddenByDefault` as given.
  static func placed(
    libraryPlacement: TabSectionBarPlacement = .tabs,
    hiddenByDefault: [TabVisibilityPlacement: Set<String>] = [:]
  ) throws -> DeclaredTabs {
    let items = try TabItems([
      TabItem(id: "home", title: "Home", symbol: "house"),
      TabItem(id: "radio", title: "Radio", symbol: "dot.radiowaves.left.and.right"),
      TabItem(id: "search", title: "Search", symbol: "magnifyingglass", role: .search),
      TabItem(id: "new", title: "New", symbol: "plus", role: .action),
      TabItem(id: "downloads", title: "Downloads", symbol: "arrow.down.circle", placement: .pinned),
      TabItem(id: "recent", title: "Recently Added", symbol: "clock"),
      TabItem(id: "albums", title: "Albums", symbol: "square.stack"),
      TabItem(id: "artists", title: "Artists", symbol: "music.mic", badge: .count(2)),
      TabItem(id: "settings", title: "Settings", symbol: "gear", badge: .count(3), placement: .sidebarOnly),
    ])
    let library = TabItemGroup(
      id: "library", title: "Library", symbol: "books.vertical", tabIDs: ["recent", "albums", "artists"],
      barPlacement: libraryPlacement)
    return try DeclaredTabs(
      items: items, sections: [library], unhideableIDs: ["home"], hiddenByDefault: hiddenByDefault)
  }

  /// The placed app with Radio hidden from the bar and Albums from the sidebar by default, and a
  /// customization where the person showed both and took Recently Added out of the bar.
  static func choices() throws -> (declared: DeclaredTabs, customization: TabBarCustomization) {
    let declared = try placed(hiddenByDefault: [.tabBar: ["radio"], .sidebar: ["albums"]])
    var customization = TabBarCustomization()
    customization.setVisibility(.visible, of: "radio", for: .tabBar, in: declared)
    customization.setVisibility(.visible, of: "albums", for: .sidebar, in: declared)
    customization.setVisibility(.hidden, of: "recent", for: .tabBar, in: declared)
    return (declared, customization)
  }

  /// The ids of `groups`' rows, group by group.
  static func rowIDs(_ groups: [SidebarGroup]) -> [[String]] { groups.map { $0.rows.map(\.id) } }

  /// A random declaration and stored customization: 0–12 tabs (some unhideable, some in
  /// sections), and a stored order and hidden set drawn from the tabs and unknown ids, with
  /// repeats.
  static func random(seed: UInt64) -> (declared: DeclaredTabs, stored: TabBarCustomization) {
    var random = SeededGenerator(seed: seed)
    let count = Int.random(in: 0...12, using: &random)
    let ids = (0..<count).map { "t\($0)" }
    let items = ids.map { TabItem(id: $0, title: $0, symbol: "circle") }
    let unhideable = Set(ids.filter { _ in Int.random(in: 0..<4, using: &random) == 0 })
    let sectioned = ids.filter { _ in Bool.random(using: &random) }
    let section = TabItemGroup(id: "s", title: "S", tabIDs: sectioned.shuffled(using: &random))
    let pool = ids + ["gone1", "gone2", "t99"]
    let stored = (0..<Int.random(in: 0...16, using: &random)).compactMap { _ in
      pool.randomElement(using: &random)
    }
    let hidden = Set(pool.filter { _ in Bool.random(using: &random) })
    // Ids are unique and "s" is no tab's id, so the declaration is valid.
    let declared = try! DeclaredTabs(
      items: try! TabItems(items), sections: [section], unhideableIDs: unhideable)
    return (declared, TabBarCustomization(order: stored, hiddenIDs: hidden))
  }

  /// The seeds a property runs over: `count` from the run's base seed, or only `TABBAR_CASE`.
  static func seeds(_ count: Int, salt: UInt64) -> [UInt64] {
    if let only = ProcessInfo.processInfo.environment["TABBAR_CASE"].flatMap({ UInt64($0) }) { return [only] }
    return (0..<UInt64(count)).map { SeededGenerator.baseSeed &+ salt &* 1_000_003 &+ $0 }
  }
}
