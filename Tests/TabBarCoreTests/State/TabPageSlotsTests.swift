import TabBarCore
import TabBarHostileInput
import Testing

@Suite("Tab pages in the system's tab views")
struct TabPageSlotsTests {
  private let seven = (1...7).map { "t\($0)" }

  @Test("Up to five tabs are one tab view; beyond, inner tab views of four tabs and a blank page")
  func levels() {
    let five = TabPageSlots(ids: Array(seven.prefix(5)))
    #expect(five.depth == 1)
    #expect(five.pages(of: []).map(\.tabID) == ["t1", "t2", "t3", "t4", "t5"])
    let slots = TabPageSlots(ids: seven)
    #expect(slots.depth == 2)
    #expect(slots.pages(of: []).map(\.content) == [.tabView, .tabView])
    #expect(
      slots.pages(of: [1]) == [
        TabPageNode(path: [1, 0], content: .tab(id: "t5")),
        TabPageNode(path: [1, 1], content: .tab(id: "t6")),
        TabPageNode(path: [1, 2], content: .tab(id: "t7")),
        TabPageNode(path: [1, 4], content: .blank),
      ])
    #expect(slots.path(of: "t7") == [1, 2])
    #expect(TabPageSlots(ids: (0..<20).map { "x\($0)" }).depth == 2)
    #expect(TabPageSlots(ids: (0..<21).map { "x\($0)" }).depth == 3)
    #expect(TabPageSlots(ids: (0..<50).map { "x\($0)" }).path(of: "x49") == [3, 0, 1])
  }

  @Test("A new tab takes the lowest free slot; the others never move, and the levels never shrink")
  func stableSlots() {
    var slots = TabPageSlots(ids: seven)
    slots.reconcile(ids: ["t9"] + seven.filter { $0 != "t2" }.reversed())
    #expect(slots.path(of: "t9") == [0, 1])
    #expect(slots.path(of: "t7") == [1, 2])
    slots.reconcile(ids: ["t1"])
    #expect(slots.depth == 2)
    #expect(slots.path(of: "t1") == [0, 0])
    #expect(slots.pages(of: []).count == 1)
  }

  @Test("No tabs, repeated ids and paths outside the levels have defined answers")
  func badInput() {
    let empty = TabPageSlots()
    #expect(empty.pages(of: []).isEmpty)
    #expect(empty.depth == 1)
    let repeated = TabPageSlots(ids: ["a", "a", "b"])
    #expect(repeated.pages(of: []).map(\.tabID) == ["a", "b"])
    #expect(repeated.pages(of: [7]).isEmpty)
    #expect(repeated.pages(of: [-1]).isEmpty)
    #expect(repeated.tabs(under: [0, 0, 0]).isEmpty)
    #expect(TabPageSlots(ids: seven).tabs(under: [1, 4]).isEmpty, "a blank page holds no tab")
  }

  @Test("The tab views show the selected tab's way; inner ones off it show their blank page")
  func selectedPages() throws {
    let items = try TabItems(seven.map { TabItem(id: $0, title: $0, symbol: "circle") })
    var state = TabBarState(items: items, selectedID: "t2", context: TabBarContext(containerWidth: 390))
    state.send(.chooseTab(id: "t7"))
    #expect(state.selectedPage(in: [])?.path == [1])
    #expect(state.selectedPage(in: [1])?.tabID == "t7")
    #expect(state.selectedPage(in: [0])?.content == .blank)
    #expect(state.tabChosen(byPage: [0]) == "t2", "choosing the first tab view means its last visited tab")
    #expect(state.tabChosen(byPage: [1, 0]) == "t5")
    #expect(state.tabChosen(byPage: [0, 4]) == nil)
  }

  @Test("Over random tab sets up to sixty: every tab walked to once, no tab view over five, pages kept")
  func randomReconciles() {
    var deepest = 1
    for seed in RandomEventSequence.sweep(1_000, salt: 40) {
      var random = SeededGenerator(seed: seed)
      var slots = TabPageSlots()
      for step in 0..<8 {
        let ids = (0..<60).map { "x\($0)" }.filter { _ in Int.random(in: 0..<4, using: &random) > 0 }
          .prefix(Int.random(in: 0...60, using: &random))
        let before = slots
        slots.reconcile(ids: Array(ids))
        if let failure = PageChecks.walkFailure(of: slots, ids: Array(ids))
          ?? PageChecks.movedFailure(of: slots, before: before, ids: Array(ids))
        {
          Issue.record("case \(seed) (TABBAR_CASE=\(seed)), step \(step): \(failure)")
          return
        }
        deepest = max(deepest, slots.depth)
      }
    }
    if !RandomEventSequence.isReplay { #expect(deepest >= 3, "the sweep reached three levels") }
  }
}
