import TabBarCore
import Testing

@Suite("Tab items")
struct TabItemsTests {
  @Test("Duplicate ids are refused, naming the id and every place it stands")
  func duplicateIDs() {
    let items = [
      TabItem(id: "a", title: "A", symbol: "house"),
      TabItem(id: "b", title: "B", symbol: "house"),
      TabItem(id: "a", title: "A2", symbol: "house"),
    ]
    #expect(throws: TabBarError.duplicateID(id: "a", indices: [0, 2])) { try TabItems(items) }
  }

  @Test("Two action items are refused")
  func twoActions() {
    let items = [
      TabItem(id: "a", title: "A", symbol: "plus", role: .action),
      TabItem(id: "b", title: "B", symbol: "plus", role: .action),
    ]
    #expect(throws: TabBarError.multipleActions(ids: ["a", "b"])) { try TabItems(items) }
  }

  @Test("The action is kept out of the tabs")
  func actionIsNotATab() throws {
    let items = try TabItems([
      TabItem(id: "a", title: "A", symbol: "house"),
      TabItem(id: "new", title: "New", symbol: "plus", role: .action),
      TabItem(id: "b", title: "B", symbol: "person"),
    ])
    #expect(items.tabIndices == [0, 2])
    #expect(items.actionIndex == 1)
    #expect(items.tabs.map(\.id) == ["a", "b"])
  }

  @Test("Badges: zero hides, above 99 caps at 99+, empty or blank text hides")
  func badges() {
    #expect(TabBadge.count(0).displayText == nil)
    #expect(TabBadge.count(-3).displayText == nil)
    #expect(TabBadge.count(7).displayText == "7")
    #expect(TabBadge.count(99).displayText == "99")
    #expect(TabBadge.count(100).displayText == "99+")
    #expect(TabBadge.text("").displayText == nil)
    #expect(TabBadge.text(" \t\u{2028}").displayText == nil)
    #expect(TabBadge.text("!").displayText == "!")
  }
}
