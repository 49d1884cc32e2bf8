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
