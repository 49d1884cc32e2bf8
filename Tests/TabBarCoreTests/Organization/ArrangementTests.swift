import Foundation
import TabBarCore
import Testing

@Suite("Sections: the sidebar's groups and the bar's items")
struct ArrangementTests {
  @Test("The sidebar lists the search tab and loose tabs first, then each section under its header")
  func sidebarGroups() throws {
    let arrangement = TabBarArrangement(declared: try OrganizationFixtures.music())
    let groups = arrangement.sidebar(editing: false)
    #expect(groups.map(\.title) == [nil, "Library"])
    #expect(
      groups.map { $0.rows.map(\.id) } == [["search", "home", "radio"], ["recent", "albums", "artists"]])
    #expect(groups[0].rows.map(\.canMove) == [false, true, true])
    #expect(groups[0].rows.map(\.canHide) == [false, false, true])  // search fixed, home unhideable
  }

  @Test("Hidden tabs leave the sidebar except in edit mode; a section whose tabs are all hidden goes")
  func hiddenRows() throws {
    let declared = try OrganizationFixtures.music()
    let customization = TabBarCustomization(order: [], hiddenIDs: ["recent", "albums", "artists"])
    let arrangement = TabBarArrangement(declared: declared, customization: customization)
    #expect(arrangement.sidebar(editing: false).map(\.sectionID) == [nil])
    let editing = arrangement.sidebar(editing: true)
    #expect(editing.map(\.sectionID) == [nil, "library"])
    #expect(editing[1].rows.allSatisfy { $0.isHidden && $0.canHide })
    #expect(arrangement.barItems.all.map(\.id) == ["home", "radio", "new", "search"])
  }

  @Test("A section entry stands for its tabs in the bar and shows as selected for them")
  func sectionEntry() throws {
    let arrangement = TabBarArrangement(declared: try OrganizationFixtures.music())
    #expect(arrangement.barItems.all.map(\.id) == ["home", "radio", "library", "new", "search"])
    #expect(arrangement.barSelectionID(for: "albums") == "library")
    #expect(arrangement.barSelectionID(for: "radio") == "radio")
    #expect(arrangement.shownTabs(inSection: "library").map(\.id) == ["recent", "albums", "artists"])
    let library = try #require(arrangement.barItems.index(of: "library"))
    #expect(arrangement.barItems.all[library].title == "Library")
  }

  @Test("Tabs of a section placed as tabs are bar items in the person's order")
  func sectionTabs() throws {
    let declared = try OrganizationFixtures.music(libraryPlacement: .tabs)
    let customization = TabBarCustomization(order: ["artists", "home", "radio", "recent", "albums"])
    let arrangement = TabBarArrangement(declared: declared, customization: customization)
    #expect(
      arrangement.barItems.all.map(\.id) == ["home", "radio", "artists", "recent", "albums", "new", "search"])
  }

  @Test(
    "Compact widths: the action and the search tab keep their slots, the leading tabs fill the rest, the others go behind More"
  )
  func compactRule() throws {
    let declared = try OrganizationFixtures.music(libraryPlacement: .tabs)
    let arrangement = TabBarArrangement(declared: declared)
    #expect(arrangement.presentedItems == arrangement.barItems)  // nothing is sidebar-only here
    let adaptation = TabBarAdaptation(
      items: arrangement.presentedItems, platform: .iPhone, sizeClass: .compact, containerWidth: 390)
    let bar = adaptation.barItemIndices.map { arrangement.presentedItems.all[$0].id }
    let overflow = adaptation.overflowItemIndices.map { arrangement.presentedItems.all[$0].id }
    #expect(bar == ["home", "radio", "new", "search"])
    #expect(overflow == ["recent", "albums", "artists"])
    #expect(adaptation.showsMoreItem)
  }

  @Test("Section ids must differ from tab ids and each other; sections drop unknown and repeated tabs")
  func declarationChecks() throws {
    let items = try Fixtures.fourTabsAndAction()
    #expect(throws: TabBarError.self) {
      try DeclaredTabs(items: items, sections: [TabItemGroup(id: "home", title: "H", tabIDs: [])])
    }
    let declared = try DeclaredTabs(
      items: items,
      sections: [
        TabItemGroup(id: "a", title: "A", tabIDs: ["home", "ghost", "compose", "home"]),
        TabItemGroup(id: "b", title: "B", tabIDs: ["home", "alerts"]),
      ], unhideableIDs: ["ghost", "profile"])
    #expect(declared.sections.map(\.tabIDs) == [["home"], ["alerts"]])
    #expect(declared.unhideableIDs == ["profile"])
  }

  @Test("Without sections a declaration cannot fail: every tab is customizable and hideable")
  func unsectioned() throws {
    let items = try Fixtures.fourTabsAndAction()
    let declared = DeclaredTabs.unsectioned(items)
    #expect(declared == (try DeclaredTabs(items: items)))
    #expect(declared.sections.isEmpty && declared.unhideableIDs.isEmpty)
    #expect(declared.customizableIDs == items.all.filter { $0.role == .tab }.map(\.id))
  }

  @Test(
    "A builder's grouping: sections in first-declared order, tabs in declared order, clashing ids dropped")
  func grouping() throws {
    let items = try Fixtures.fourTabsAndAction()
    let tabs = items.all.filter { $0.role == .tab }.map(\.id)
    let later = TabItemGroup(id: "later", title: "Later", tabIDs: ["ignored"])
    let early = TabItemGroup(id: "early", title: "Early", tabIDs: [])
    let clash = TabItemGroup(id: tabs[0], title: "Clash", tabIDs: [])
    let declared = DeclaredTabs.grouping(
      items, sectionOfTab: [tabs[1]: early, tabs[3]: early, tabs[2]: later, tabs[0]: clash],
      unhideableIDs: [tabs[0], "ghost"])
    #expect(declared.sections.map(\.id) == ["early", "later"])
    #expect(declared.sections.map(\.tabIDs) == [[tabs[1], tabs[3]], [tabs[2]]])
    #expect(declared.unhideableIDs == [tabs[0]])
    #expect(DeclaredTabs.grouping(items, sectionOfTab: [:]) == .unsectioned(items))
  }
}
