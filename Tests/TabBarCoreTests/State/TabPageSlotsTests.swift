import TabBarCore
import Testing

@Suite("Tab pages in the system's tab views")
struct TabPageSlotsTests {
  private let seven = (1...7).map { "t\($0)" }

  @Test("Up to five tabs are one tab view; six to twenty-five nest in groups of five")
  func levels() {
    #expect(TabPageSlots(ids: Array(seven.prefix(5))).depth == 1)
    #expect(
      TabPageSlots(ids: Array(seven.prefix(5))).children(of: []).map(\.tabID) == [
        "t1", "t2", "t3", "t4", "t5",
      ])
    let slots = TabPageSlots(ids: seven)
    #expect(slots.depth == 2)
    #expect(
      slots.children(of: []) == [TabPageNode(path: [0], tabID: nil), TabPageNode(path: [1], tabID: nil)])
    #expect(slots.children(of: [1]).map(\.tabID) == ["t6", "t7"])
    #expect(slots.path(of: "t7") == [1, 1])
    #expect(TabPageSlots(ids: (0..<26).map { "x\($0)" }).depth == 3)
    #expect(TabPageSlots(ids: (0..<50).map { "x\($0)" }).path(of: "x49") == [1, 4, 4])
  }

  @Test("A new tab takes the lowest free slot; the others never move, and the levels never shrink")
  func stableSlots() {
    var slots = TabPageSlots(ids: seven)
    slots.reconcile(ids: ["t9"] + seven.filter { $0 != "t2" }.reversed())
    #expect(slots.path(of: "t9") == [0, 1])
    #expect(slots.path(of: "t7") == [1, 1])
    slots.reconcile(ids: ["t1"])
    #expect(slots.depth == 2)
    #expect(slots.path(of: "t1") == [0, 0])
    #expect(slots.children(of: []).count == 1)
  }

  @Test("No tabs, repeated ids and paths outside the levels have defined answers")
  func badInput() {
    let empty = TabPageSlots()
    #expect(empty.children(of: []).isEmpty)
    #expect(empty.depth == 1)
    let repeated = TabPageSlots(ids: ["a", "a", "b"])
    #expect(repeated.children(of: []).map(\.tabID) == ["a", "b"])
    #expect(repeated.children(of: [7]).isEmpty)
    #expect(repeated.children(of: [-1]).isEmpty)
    #expect(repeated.tabs(under: [0, 0, 0]).isEmpty)
  }

  @Test("The tab views show the selected tab's way, and a group out of the window its last visited tab")
  func selectedPages() throws {
    let items = try TabItems(seven.map { TabItem(id: $0, title: $0, symbol: "circle") })
    var state = TabBarState(items: items, selectedID: "t2", context: TabBarContext(containerWidth: 390))
    state.send(.chooseTab(id: "t7"))
    #expect(state.selectedPage(in: [])?.path == [1])
    #expect(state.selectedPage(in: [1])?.tabID == "t7")
    #expect(state.selectedPage(in: [0])?.tabID == "t2")
    #expect(state.tabShown(at: [0]) == "t2")
    #expect(state.tabShown(at: []) == "t7")
    #expect(state.selectedPage(in: [4]) == nil)
  }
}
