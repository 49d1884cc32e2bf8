import Foundation
import TabBarCore
import Testing

@Suite("Default visibility and the person's visibility per placement, as defaultVisibility(_:for:) says")
struct DefaultVisibilityTests {
  @Test(
    "Hidden by default from the bar: in the sidebar, not the bar, presented for More; shown by the person, in the bar"
  )
  func hiddenFromBar() throws {
    let declared = try OrganizationFixtures.placed(hiddenByDefault: [.tabBar: ["radio"]])
    let arrangement = TabBarArrangement(declared: declared)
    #expect(arrangement.sidebar(editing: false)[0].rows.map(\.id).contains("radio"))
    #expect(!arrangement.barItems.all.contains { $0.id == "radio" })
    #expect(
      arrangement.presentedItems.all.map(\.id) == [
        "home", "recent", "albums", "artists", "radio", "settings", "downloads", "new", "search",
      ])
    var customization = TabBarCustomization()
    #expect(customization.visibility(of: "radio", for: .tabBar, in: declared) == .hidden)
    #expect((customization.setVisibility(.visible, of: "radio", for: .tabBar, in: declared) as Bool))
    let shown = TabBarArrangement(declared: declared, customization: customization)
    #expect(shown.barItems.all.map(\.id).prefix(2) == ["home", "radio"])
    #expect(customization.rawValue.contains(#""tabBarShown":["radio"]"#))
    // Back to the app's default.
    #expect((customization.setVisibility(.automatic, of: "radio", for: .tabBar, in: declared) as Bool))
    #expect(customization.visibility(of: "radio", for: .tabBar, in: declared) == .hidden)
  }

  @Test("Hidden by default from the sidebar: hidden everywhere until the person shows it")
  func hiddenFromSidebar() throws {
    let declared = try OrganizationFixtures.placed(hiddenByDefault: [.sidebar: ["albums"]])
    let arrangement = TabBarArrangement(declared: declared)
    #expect(!arrangement.sidebar(editing: false)[1].rows.contains { $0.id == "albums" })
    let editing = try #require(arrangement.sidebar(editing: true)[1].rows.first { $0.id == "albums" })
    #expect(editing.isHidden && editing.canHide)
    #expect(!arrangement.presentedItems.all.contains { $0.id == "albums" })
    #expect(!arrangement.shownTabs.all.contains { $0.id == "albums" })
    var inSidebar = TabBarCustomization()
    #expect((inSidebar.setHidden(false, for: "albums", in: declared) as Bool))
    let shown = TabBarArrangement(declared: declared, customization: inSidebar)
    #expect(shown.sidebar(editing: false)[1].rows.map(\.id) == ["recent", "albums", "artists"])
    #expect(shown.barItems.all.contains { $0.id == "albums" })
    // Showing it in the bar shows it in the sidebar too: the bar shows only what the sidebar does.
    var inBar = TabBarCustomization()
    #expect((inBar.setVisibility(.visible, of: "albums", for: .tabBar, in: declared) as Bool))
    #expect(inBar.visibility(of: "albums", for: .sidebar, in: declared) == .visible)
    #expect(TabBarArrangement(declared: declared, customization: inBar).barItems == shown.barItems)
  }

  @Test(
    "Hidden from the bar by the person: kept in the sidebar, presented for More, back in the bar when shown")
  func personHidesFromBar() throws {
    let declared = try OrganizationFixtures.placed()
    var customization = TabBarCustomization()
    #expect((customization.setVisibility(.hidden, of: "albums", for: .tabBar, in: declared) as Bool))
    #expect(customization.visibility(of: "albums", for: .sidebar, in: declared) == .visible)
    #expect(!customization.isHidden("albums"))
    let arrangement = TabBarArrangement(declared: declared, customization: customization)
    #expect(!arrangement.barItems.all.contains { $0.id == "albums" })
    #expect(arrangement.presentedItems.all.contains { $0.id == "albums" && $0.placement == .sidebarOnly })
    #expect(
      customization.rawValue
        == #"{"hidden":[],"order":["home","radio","recent","albums","artists","settings"],"tabBarHidden":["albums"]}"#
    )
    #expect((customization.setVisibility(.visible, of: "albums", for: .tabBar, in: declared) as Bool))
    #expect(
      TabBarArrangement(declared: declared, customization: customization).barItems.all.contains {
        $0.id == "albums"
      })
    // Showing a tab the app shows anyway records nothing.
    #expect(
      customization.rawValue
        == #"{"hidden":[],"order":["home","radio","recent","albums","artists","settings"]}"#)
  }

  @Test(
    "A section entry stands for the section's tabs in the bar; its tabs hidden from the bar go behind More")
  func sectionEntry() throws {
    let declared = try OrganizationFixtures.placed(
      libraryPlacement: .sectionEntry, hiddenByDefault: [.tabBar: ["artists"]])
    let arrangement = TabBarArrangement(declared: declared)
    #expect(arrangement.shownTabs(inSection: "library").map(\.id) == ["recent", "albums"])
    #expect(arrangement.barSelectionID(for: "albums") == "library")
    #expect(arrangement.barSelectionID(for: "artists") == "artists")
    #expect(arrangement.presentedItems.all.contains { $0.id == "artists" })
    var customization = TabBarCustomization()
    for id in ["recent", "albums"] {
      customization.setVisibility(.hidden, of: id, for: .tabBar, in: declared)
    }
    let empty = TabBarArrangement(declared: declared, customization: customization)
    #expect(!empty.barItems.all.contains { $0.id == "library" })
  }

  @Test(
    "Hiding is refused for unhideable tabs and for the last tab shown in a placement; unhideable tabs ignore defaults"
  )
  func refusals() throws {
    let items = try TabItems((0..<3).map { TabItem(id: "t\($0)", title: "T", symbol: "x") })
    let declared = try DeclaredTabs(
      items: items, unhideableIDs: ["t0"], hiddenByDefault: [.sidebar: ["t0", "t1"], .tabBar: ["t0"]])
    #expect(declared.hiddenByDefault == [.sidebar: ["t1"]])
    var customization = TabBarCustomization()
    #expect(!(customization.setVisibility(.hidden, of: "t0", for: .tabBar, in: declared) as Bool))
    #expect((customization.setVisibility(.hidden, of: "t2", for: .tabBar, in: declared) as Bool))
    let free = try DeclaredTabs(items: items, hiddenByDefault: [.tabBar: ["t1"]])
    var last = TabBarCustomization()
    #expect((last.setVisibility(.hidden, of: "t0", for: .tabBar, in: free) as Bool))
    #expect(!last.canHide("t2", from: .tabBar, in: free))
    #expect(!(last.setVisibility(.hidden, of: "t2", for: .tabBar, in: free) as Bool))
    #expect(last.visibility(of: "t2", for: .tabBar, in: free) == .visible)
    // The sidebar's last shown tab, and a stored text hiding everything.
    var sidebar = TabBarCustomization()
    #expect((sidebar.setHidden(true, for: "t0", in: free) as Bool))
    #expect((sidebar.setHidden(true, for: "t1", in: free) as Bool))
    #expect(!(sidebar.setHidden(true, for: "t2", in: free) as Bool))
  }

  @Test("Tabs all hidden by default: the first in the order is shown, as a person's choice")
  func neverNothing() throws {
    let items = try TabItems((0..<3).map { TabItem(id: "t\($0)", title: "T", symbol: "x") })
    let declared = try DeclaredTabs(items: items, hiddenByDefault: [.sidebar: ["t0", "t1", "t2"]])
    let merged = TabBarCustomization(order: ["t2", "t0", "t1"]).merged(with: declared)
    #expect(merged.visibility(of: "t2", for: .sidebar, in: declared) == .visible)
    #expect(merged.visibility(of: "t0", for: .sidebar, in: declared) == .hidden)
    #expect(merged.merged(with: declared) == merged)
    #expect(TabBarArrangement(declared: declared).shownTabs.all.map(\.id) == ["t0"])
  }

  @Test("resetVisibility forgets every choice: the app's defaults come back, the order stays")
  func resetVisibility() throws {
    let (declared, choices) = try OrganizationFixtures.choices()
    var customization = choices
    customization.setHidden(true, for: "artists", in: declared)
    customization.move(fromOffsets: [1], toOffset: 0, among: ["home", "radio"], in: declared)
    customization.resetVisibility()
    #expect(customization.order.prefix(2) == ["radio", "home"])
    let expected = TabBarCustomization(order: customization.order)
    #expect(customization == expected)
    #expect(customization.visibility(of: "radio", for: .tabBar, in: declared) == .hidden)
    #expect(customization.visibility(of: "albums", for: .sidebar, in: declared) == .hidden)
  }

  @Test("resetOrder(inSection:) puts the section's tabs back in declared order and moves no other tab")
  func resetSectionOrder() throws {
    let declared = try OrganizationFixtures.placed()
    var customization = TabBarCustomization(
      order: ["artists", "radio", "albums", "home", "settings", "recent"], hiddenIDs: ["albums"])
    customization.resetOrder(inSection: "library", in: declared)
    #expect(customization.order == ["recent", "radio", "albums", "home", "settings", "artists"])
    #expect(customization.hiddenIDs == ["albums"])
    let before = customization
    customization.resetOrder(inSection: "nowhere", in: declared)
    #expect(customization == before)
  }
}
