import Foundation
import TabBarCore
import Testing

@Suite("Tab bar state with placements: pinned tabs keep their slots, sidebar-only tabs live behind More")
struct TabBarStatePlacementTests {
  /// Tabs a, b, c, d and p pinned after them.
  static func pinnedItems() throws -> TabItems {
    try TabItems(
      ["a", "b", "c", "d"].map { TabItem(id: $0, title: $0, symbol: "circle") } + [
        TabItem(id: "p", title: "P", symbol: "pin", placement: .pinned)
      ])
  }

  /// An iPhone bar 300 pt wide with 100 pt items: three slots.
  static let threeSlots = TabBarContext(
    platform: .iPhone, sizeClass: .compact, containerWidth: 300,
    preferences: TabBarAdaptationPreferences(minimumItemWidth: 100))

  @Test("A pinned tab stays in a three-slot compact bar while the ordinary tabs overflow")
  func pinnedStays() throws {
    var state = TabBarState(items: try Self.pinnedItems(), selectedID: "a", context: Self.threeSlots)
    #expect(state.bar.items.all.map(\.id) == ["a", "p", TabBarAdaptation.moreItemID])
    #expect(state.bar.overflowItems.map(\.id) == ["b", "c", "d"])
    #expect(state.send(.chooseTab(id: "p")) == [.selectionChanged(from: "a", to: "p")])
    #expect(state.bar.selectedID == "p")
    // Only the pinned tab and More: the pinned tab still keeps its slot.
    var narrow = Self.threeSlots
    narrow.containerWidth = 200
    state.send(.contextChanged(narrow))
    #expect(state.bar.items.all.map(\.id) == ["p", TabBarAdaptation.moreItemID])
    #expect(state.bar.overflowItems.map(\.id) == ["a", "b", "c", "d"])
  }

  @Test("The search tab keeps its slot as a pinned tab does; the action too")
  func searchStays() throws {
    let items = try TabItems(
      ["a", "b", "c"].map { TabItem(id: $0, title: $0, symbol: "circle") } + [
        TabItem(id: "new", title: "New", symbol: "plus", role: .action),
        TabItem(id: "search", title: "Search", symbol: "magnifyingglass", role: .search),
      ])
    let state = TabBarState(items: items, selectedID: "a", context: Self.threeSlots)
    #expect(state.bar.items.all.map(\.id) == ["new", "search", TabBarAdaptation.moreItemID])
    #expect(state.bar.overflowItems.map(\.id) == ["a", "b", "c"])
    #expect(state.bar.selectedID == TabBarAdaptation.moreItemID)
  }

  @Test("A sidebar-only tab is reached through More even when everything fits: selected, numbered, badged")
  func sidebarOnlyThroughMore() throws {
    let declared = try OrganizationFixtures.placed(libraryPlacement: .sectionEntry)
    let arrangement = TabBarArrangement(declared: declared)
    // An iPad's bottom bar in regular width has room for every other item.
    var state = TabBarState(
      items: arrangement.presentedItems, selectedID: "home",
      context: TabBarContext(platform: .iPad, sizeClass: .regular, containerWidth: 1024))
    let more = try #require(state.bar.moreItemID)
    #expect(
      state.bar.items.all.map(\.id) == ["home", "radio", "library", "downloads", "new", "search", more])
    #expect(state.bar.overflowItems.map(\.id) == ["settings"])
    #expect(state.bar.moreBadge == .count(3))
    #expect(state.send(.chooseTab(id: "settings")) == [.selectionChanged(from: "home", to: "settings")])
    #expect(state.bar.selectedID == more)
    let digit = try #require(state.shortcutDigit(ofTab: "settings"))
    state.send(.chooseTab(id: "home"))
    #expect(state.send(.shortcut(digit: digit)) == [.selectionChanged(from: "home", to: "settings")])
    let moreIndex = try #require(state.bar.items.index(of: more))
    #expect(state.send(.chooseBarItem(at: moreIndex)) == [.presentMoreList])
    // On an iPhone the More item lists the tabs that did not fit first, then the sidebar-only one.
    state.send(.contextChanged(TabBarContext(platform: .iPhone, sizeClass: .compact, containerWidth: 390)))
    #expect(state.bar.items.all.map(\.id) == ["home", "downloads", "new", "search", more])
    #expect(state.bar.overflowItems.map(\.id) == ["radio", "library", "settings"])
  }

  @Test(
    "With every tab disabled and the first one behind More, More shows selected, as the selection rule says")
  func everyTabDisabled() throws {
    let items = try TabItems([
      TabItem(id: "s", title: "S", symbol: "gear", isEnabled: false, placement: .sidebarOnly),
      TabItem(id: "a", title: "A", symbol: "circle", isEnabled: false),
    ])
    let state = TabBarState(
      items: items, selectedID: "a",
      context: TabBarContext(platform: .iPhone, sizeClass: .compact, containerWidth: 390))
    #expect(state.selectedID == "s")
    let more = try #require(state.bar.moreItem)
    #expect(more.isEnabled && state.bar.selectedID == more.id)
    let selected = state.bar.items.normalizedSelection(state.bar.selectedID)
    #expect(selected.map { state.bar.items.all[$0].id } == more.id)
  }

  @Test(
    "Where the sidebar is the presentation, a sidebar-only tab is listed with the others and no More shows")
  func sidebarOnlyInSidebar() throws {
    let arrangement = TabBarArrangement(declared: try OrganizationFixtures.placed())
    let state = TabBarState(
      items: arrangement.presentedItems, selectedID: "settings",
      context: TabBarContext(
        platform: .iPad, sizeClass: .regular, containerWidth: 1024,
        preferences: TabBarAdaptationPreferences(prefersSidebar: true)))
    #expect(state.bar.moreItemID == nil && state.bar.overflowItems.isEmpty)
    #expect(state.bar.items.all.contains { $0.id == "settings" })
    #expect(state.selectedID == "settings" && state.bar.selectedID == "settings")
  }

  @Test("A scrolling bar keeps every other tab and still lists the sidebar-only ones behind More")
  func scrollingWithSidebarOnly() throws {
    let items = try TabItems(
      (0..<8).map { TabItem(id: "t\($0)", title: "T", symbol: "circle") } + [
        TabItem(id: "s", title: "S", symbol: "gear", placement: .sidebarOnly)
      ])
    let adaptation = TabBarAdaptation(
      items: items, platform: .iPhone, sizeClass: .compact, containerWidth: 390,
      preferences: TabBarAdaptationPreferences(overflowStyle: .scrolling))
    #expect(adaptation.scrolls && adaptation.showsMoreItem)
    #expect(adaptation.barItemIndices == Array(0..<8))
    #expect(adaptation.overflowItemIndices == [8])
    #expect(adaptation.contentWidth == 576)  // nine 64 pt slots, More included
  }
}
