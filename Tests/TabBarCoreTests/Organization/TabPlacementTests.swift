import Foundation
import TabBarCore
import Testing

@Suite("Tab placement: pinned tabs and sidebar-only tabs, as Tab.tabPlacement(_:) says")
struct TabPlacementTests {
  @Test(
    "A pinned tab leads the sidebar after search; the bar shows it after the other tabs, before action and search"
  )
  func pinnedPlaces() throws {
    let arrangement = TabBarArrangement(declared: try OrganizationFixtures.placed())
    #expect(
      OrganizationFixtures.rowIDs(arrangement.sidebar(editing: false)) == [
        ["search", "downloads", "home", "radio", "settings"], ["recent", "albums", "artists"],
      ])
    #expect(
      arrangement.barItems.all.map(\.id) == [
        "home", "radio", "recent", "albums", "artists", "downloads", "new", "search",
      ])
    // A selection that is gone falls back to the first ordinary tab, not to the pinned one.
    #expect(arrangement.shownTabs.all.map(\.id).suffix(2) == ["downloads", "search"])
    let entry = TabBarArrangement(declared: try OrganizationFixtures.placed(libraryPlacement: .sectionEntry))
    #expect(entry.barItems.all.map(\.id) == ["home", "radio", "library", "downloads", "new", "search"])
  }

  @Test("A pinned tab is not customizable: it cannot be hidden or moved, and belongs to no section")
  func pinnedFixed() throws {
    let declared = try OrganizationFixtures.placed()
    #expect(!declared.customizableIDs.contains("downloads"))
    let rows = TabBarArrangement(declared: declared).sidebar(editing: true)[0].rows
    let pinned = try #require(rows.first { $0.id == "downloads" })
    #expect(!pinned.canHide && !pinned.canMove && !pinned.isHidden)
    var customization = TabBarCustomization()
    #expect(!(customization.setHidden(true, for: "downloads", in: declared) as Bool))
    #expect(!(customization.setVisibility(.hidden, of: "downloads", for: .tabBar, in: declared) as Bool))
    #expect(customization.visibility(of: "downloads", for: .tabBar, in: declared) == .visible)
    let before = customization.merged(with: declared).order
    customization.move(
      fromOffsets: [0], toOffset: 3, among: ["downloads", "home", "radio", "settings"], in: declared)
    #expect(customization.order == before)
    // A stored order or hidden set naming it is ignored.
    let stored = TabBarCustomization(order: ["downloads", "radio"], hiddenIDs: ["downloads"])
    let merged = stored.merged(with: declared)
    #expect(!merged.order.contains("downloads") && merged.hiddenIDs.isEmpty)
    let sectioned = try DeclaredTabs(
      items: declared.items, sections: [TabItemGroup(id: "x", title: "X", tabIDs: ["downloads", "radio"])])
    #expect(sectioned.sections.map(\.tabIDs) == [["radio"]])
    let x = TabItemGroup(id: "x", title: "X", tabIDs: [])
    let grouped = DeclaredTabs.grouping(declared.items, sectionOfTab: ["downloads": x, "radio": x])
    #expect(grouped.sections.map(\.tabIDs) == [["radio"]])
  }

  @Test("A pinned tab keeps hiding possible: with it shown, every customizable tab may be hidden")
  func pinnedCountsAsShown() throws {
    let items = try TabItems([
      TabItem(id: "a", title: "A", symbol: "a"),
      TabItem(id: "p", title: "P", symbol: "p", placement: .pinned),
    ])
    let declared = try DeclaredTabs(items: items)
    var customization = TabBarCustomization()
    #expect((customization.setHidden(true, for: "a", in: declared) as Bool))
    let arrangement = TabBarArrangement(declared: declared, customization: customization)
    #expect(arrangement.shownTabs.all.map(\.id) == ["p"])
    #expect(arrangement.barItems.all.map(\.id) == ["p"])
  }

  @Test("A sidebar-only tab is an ordinary sidebar row, never in the bar, and presented for More")
  func sidebarOnly() throws {
    let declared = try OrganizationFixtures.placed()
    let arrangement = TabBarArrangement(declared: declared)
    let row = try #require(arrangement.sidebar(editing: false)[0].rows.first { $0.id == "settings" })
    #expect(row.canHide && row.canMove)
    #expect(!arrangement.barItems.all.contains { $0.id == "settings" })
    #expect(
      arrangement.presentedItems.all.map(\.id) == [
        "home", "radio", "recent", "albums", "artists", "settings", "downloads", "new", "search",
      ])
    let presented = try #require(arrangement.presentedItems.index(of: "settings"))
    #expect(arrangement.presentedItems.all[presented].placement == .sidebarOnly)
    var customization = TabBarCustomization()
    #expect(customization.visibility(of: "settings", for: .tabBar, in: declared) == .hidden)
    #expect(customization.visibility(of: "settings", for: .sidebar, in: declared) == .visible)
    // "Cannot be added to the tab bar."
    #expect(!(customization.setVisibility(.visible, of: "settings", for: .tabBar, in: declared) as Bool))
    // A scene restores it like any shown tab.
    #expect(TabBarRestoration(selectedID: "settings").restoredSelectionID(in: arrangement) == "settings")
    // Hidden from the sidebar, it is out of reach everywhere until shown again.
    #expect((customization.setHidden(true, for: "settings", in: declared) as Bool))
    let hidden = TabBarArrangement(declared: declared, customization: customization)
    #expect(!hidden.presentedItems.all.contains { $0.id == "settings" })
    #expect(TabBarRestoration(selectedID: "settings").restoredSelectionID(in: hidden) == "home")
  }

  @Test("The search tab, the action and unknown ids answer visibility as the kinds they are")
  func otherKinds() throws {
    let declared = try OrganizationFixtures.placed()
    let customization = TabBarCustomization()
    for placement in TabVisibilityPlacement.allCases {
      #expect(customization.visibility(of: "search", for: placement, in: declared) == .visible)
      #expect(customization.visibility(of: "new", for: placement, in: declared) == .automatic)
      #expect(customization.visibility(of: "ghost", for: placement, in: declared) == .automatic)
      #expect(!customization.canHide("search", from: placement, in: declared))
    }
  }

  @Test("Items stored before placements existed decode as automatic; a placement round-trips")
  func storedItems() throws {
    let old = Data(#"{"id":"a","title":"A","symbol":"x","isEnabled":true,"role":"tab"}"#.utf8)
    #expect(try JSONDecoder().decode(TabItem.self, from: old).placement == .automatic)
    let pinned = TabItem(id: "p", title: "P", symbol: "x", placement: .pinned)
    #expect(try JSONDecoder().decode(TabItem.self, from: try JSONEncoder().encode(pinned)) == pinned)
    let wrong = Data(
      #"{"id":"a","title":"A","symbol":"x","isEnabled":true,"role":"tab","placement":"top"}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(TabItem.self, from: wrong) }
  }
}
