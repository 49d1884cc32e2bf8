import TabBarCore
import Testing

@Suite("A section's sidebar header: its title, a header view's blank title, and its id")
struct SectionHeaderTests {
  @Test("A titled section shows its title; a blank title (a header view) and loose tabs show none")
  func shownTitle() {
    #expect(SidebarGroup(sectionID: "library", title: "Library", rows: []).shownTitle == "Library")
    #expect(SidebarGroup(sectionID: "section:untitled:a", title: "", rows: []).shownTitle == nil)
    #expect(SidebarGroup(sectionID: "section:untitled:a", title: " \n", rows: []).shownTitle == nil)
    #expect(SidebarGroup(sectionID: nil, title: nil, rows: []).shownTitle == nil)
  }

  @Test("An untitled section's id comes from its first tab, so two untitled sections stay apart")
  func untitledIDs() {
    #expect(TabItemGroup.defaultID(title: "Library", firstTabName: "albums") == "section:Library")
    let first = TabItemGroup.defaultID(title: "", firstTabName: "albums")
    let second = TabItemGroup.defaultID(title: " ", firstTabName: "radio")
    #expect(first == "section:untitled:albums")
    #expect(first != second)
    #expect(TabItemGroup.defaultID(title: "", firstTabName: nil) == "section:untitled:")
  }

  @Test("Two untitled sections declared apart become two sidebar groups without headers")
  func untitledSectionsGroup() throws {
    let items = try TabItems([
      TabItem(id: "albums", title: "Albums", symbol: "square.stack"),
      TabItem(id: "radio", title: "Radio", symbol: "dot.radiowaves.left.and.right"),
    ])
    let sections = ["albums", "radio"].map {
      TabItemGroup(id: TabItemGroup.defaultID(title: "", firstTabName: $0), title: "", tabIDs: [])
    }
    let declared = DeclaredTabs.grouping(
      items, sectionOfTab: ["albums": sections[0], "radio": sections[1]])
    let groups = TabBarArrangement(declared: declared).sidebar(editing: false)
    #expect(groups.map(\.sectionID) == ["section:untitled:albums", "section:untitled:radio"])
    #expect(groups.allSatisfy { $0.shownTitle == nil })
  }
}
