import TabBarCore
import TabBarHostileInput
import Testing

@Suite("Tab selection")
struct TabSelectionTests {
  @Test("Choosing another tab changes the selection and reports where from and to")
  func changes() throws {
    var selection = TabSelection(items: try Fixtures.fourTabsAndAction(), selectedID: "home")
    #expect(selection.select("alerts") == .changed(from: "home", to: "alerts"))
    #expect(selection.selectedID == "alerts")
    #expect(selection.selectedIndex == 3)
  }

  @Test("Choosing the selected tab again pops to root when deeper, scrolls to top at the root")
  func reselect() throws {
    var selection = TabSelection(items: try Fixtures.fourTabsAndAction(), selectedID: "search")
    #expect(selection.select("search", isAtRoot: false) == .reselected(id: "search", response: .popToRoot))
    #expect(selection.select("search", isAtRoot: true) == .reselected(id: "search", response: .scrollToTop))
    #expect(selection.selectedID == "search")
  }

  @Test("A disabled tab is refused and the selection stays")
  func disabledRefused() throws {
    var selection = TabSelection(
      items: try Fixtures.fourTabsAndAction(disabled: ["alerts"]), selectedID: "home")
    #expect(selection.select("alerts") == .refusedDisabled(id: "alerts"))
    #expect(selection.selectedID == "home")
  }

  @Test("The action item reports an action and leaves the selection alone")
  func actionLeavesSelection() throws {
    var selection = TabSelection(items: try Fixtures.fourTabsAndAction(), selectedID: "profile")
    #expect(selection.select("compose") == .action(id: "compose"))
    #expect(selection.selectedID == "profile")
  }

  @Test("An unknown id is refused and the selection stays")
  func unknownRefused() throws {
    var selection = TabSelection(items: try Fixtures.fourTabsAndAction(), selectedID: "profile")
    #expect(selection.select("nope") == .refusedUnknown(id: "nope"))
    #expect(selection.selectedID == "profile")
  }

  @Test("A starting selection that is missing, the action or disabled is normalised to the first enabled tab")
  func startIsNormalised() throws {
    let items = try Fixtures.fourTabsAndAction(disabled: ["home"])
    #expect(TabSelection(items: items, selectedID: nil).selectedID == "search")
    #expect(TabSelection(items: items, selectedID: "compose").selectedID == "search")
    #expect(TabSelection(items: items, selectedID: "home").selectedID == "search")
    #expect(TabSelection(items: try TabItems([])).selectedID == nil)
  }

  @Test("When the items change, a surviving selection stays and a removed or disabled one moves")
  func itemsChange() throws {
    var selection = TabSelection(items: try Fixtures.fourTabsAndAction(), selectedID: "alerts")
    #expect(selection.updateItems(try Fixtures.fourTabsAndAction(disabled: ["home"])) == nil)
    #expect(selection.selectedID == "alerts")
    #expect(
      selection.updateItems(try Fixtures.fourTabsAndAction(disabled: ["alerts"]))
        == .changed(from: "alerts", to: "home"))
    #expect(selection.updateItems(try TabItems([])) == nil)
    #expect(selection.selectedID == nil)
    #expect(selection.updateItems(try Fixtures.fourTabsAndAction()) == .changed(from: nil, to: "home"))
  }

  @Test(
    "Random choices never leave the selection on the action, an unknown or (while one is enabled) a disabled item"
  )
  func invariantUnderRandomChoices() throws {
    var generator = SeededGenerator(seed: SeededGenerator.baseSeed &+ 8)
    for _ in 0..<300 {
      let count = Int.random(in: 0...12, using: &generator)
      let disabled = Set((0..<count).filter { _ in Int.random(in: 0..<4, using: &generator) == 0 })
      let items = try Fixtures.tabs(count, disabled: disabled, actionAt: count / 2)
      var selection = TabSelection(items: items, selectedID: "t0")
      for _ in 0..<50 {
        let before = selection.selectedID
        let event = selection.select("t\(Int.random(in: -1...count, using: &generator))")
        if let index = selection.selectedIndex {
          #expect(items.all[index].role == .tab)
          #expect(items.all[index].isEnabled || disabled.count == count)
        }
        #expect(event.changesSelection == (before != selection.selectedID))
      }
    }
  }
}
