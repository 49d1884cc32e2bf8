import TabBarCore
import TabBarHostileInput
import Testing

@Suite("Normalised selection")
struct NormalizedSelectionTests {
  @Test("An enabled tab stays selected")
  func enabledTabStays() throws {
    let items = try Fixtures.fourTabsAndAction()
    #expect(items.normalizedSelection("alerts") == 3)
  }

  @Test("Nil, an unknown id, the action and a disabled tab all fall back to the first enabled tab")
  func fallsBackToFirstEnabled() throws {
    let items = try Fixtures.fourTabsAndAction(disabled: ["home"])
    for id in [nil, "missing", "compose", "home", ""] as [String?] {
      #expect(items.normalizedSelection(id) == 1)
    }
  }

  @Test("No tabs (an action alone included) selects nothing; only disabled tabs select the first tab")
  func nothingToSelect() throws {
    #expect(try TabItems([]).normalizedSelection("x") == nil)
    #expect(try Fixtures.tabs(0, actionAt: 0).normalizedSelection("action") == nil)
    #expect(try Fixtures.tabs(3, disabled: [0, 1, 2], actionAt: 0).normalizedSelection("t1") == 1)
  }

  @Test("Whatever is asked, the result is an enabled tab, the first tab when none is, nil with no tabs")
  func alwaysAnEnabledTab() throws {
    var generator = SeededGenerator(seed: SeededGenerator.baseSeed &+ 7)
    for _ in 0..<500 {
      let count = Int.random(in: 0...100, using: &generator)
      let disabled = Set((0..<count).filter { _ in Bool.random(using: &generator) })
      let items = try Fixtures.tabs(count, disabled: disabled, actionAt: count > 0 ? 0 : nil)
      let asked = "t\(Int.random(in: -5...105, using: &generator))"
      let result = items.normalizedSelection(asked)
      if count == 0 {
        #expect(result == nil)
      } else if disabled.count == count {
        #expect(result == items.tabIndices.first)
      } else if let result {
        #expect(items.all[result].role == .tab && items.all[result].isEnabled)
      } else {
        Issue.record("no selection among \(count) tabs")
      }
    }
  }
}
