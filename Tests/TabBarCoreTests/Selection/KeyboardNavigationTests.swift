import TabBarCore
import TabBarHostileInput
import Testing

@Suite("Keyboard navigation")
struct KeyboardNavigationTests {
  @Test("Next and previous wrap around the ends and skip the action")
  func wraps() throws {
    let items = try Fixtures.fourTabsAndAction()
    #expect(items.tabIndex(.next, from: 4) == 0)
    #expect(items.tabIndex(.previous, from: 0) == 4)
    #expect(items.tabIndex(.next, from: 1) == 3)
    #expect(items.tabIndex(.previous, from: 3) == 1)
  }

  @Test("Disabled tabs are skipped")
  func skipsDisabled() throws {
    let items = try Fixtures.fourTabsAndAction(disabled: ["search", "alerts"])
    #expect(items.tabIndex(.next, from: 0) == 4)
    #expect(items.tabIndex(.previous, from: 0) == 4)
    #expect(items.tabIndex(.next, from: 4) == 0)
  }

  @Test("From no selection, next is the first enabled tab and previous the last")
  func fromNowhere() throws {
    let items = try Fixtures.fourTabsAndAction(disabled: ["home"])
    #expect(items.tabIndex(.next, from: nil) == 1)
    #expect(items.tabIndex(.previous, from: nil) == 4)
    #expect(items.tabIndex(.next, from: 2) == 1)
    #expect(try TabItems([]).tabIndex(.next, from: nil) == nil)
  }

  @Test("Next then previous returns to the start when the start is enabled; steps land only on enabled tabs")
  func nextThenPreviousReturns() throws {
    var generator = SeededGenerator(seed: SeededGenerator.baseSeed &+ 9)
    for _ in 0..<1000 {
      let count = Int.random(in: 1...20, using: &generator)
      let disabled = Set((0..<count).filter { _ in Int.random(in: 0..<3, using: &generator) == 0 })
      let items = try Fixtures.tabs(
        count, disabled: disabled, actionAt: Int.random(in: 0...count, using: &generator))
      let start = items.tabIndices.randomElement(using: &generator)
      for step in TabNavigationStep.allCases {
        let moved = items.tabIndex(step, from: start)
        if let moved {
          #expect(items.all[moved].isEnabled && items.all[moved].role == .tab)
          if let start, items.all[start].isEnabled {
            #expect(items.tabIndex(step.reversed, from: moved) == start)
          }
        } else {
          #expect(disabled.count == count)
        }
      }
    }
  }

  @Test("Stepping next as many times as there are enabled tabs visits each once and comes back")
  func fullCycle() throws {
    let items = try Fixtures.tabs(7, disabled: [1, 4], actionAt: 3)
    var index = items.tabIndex(.next, from: nil)
    var visited: [Int] = []
    for _ in 0..<5 {
      if let current = index { visited.append(current) }
      index = items.tabIndex(.next, from: index)
    }
    #expect(visited == [0, 2, 4, 6, 7])
    #expect(index == 0)
  }

  @Test("The right arrow is next in left-to-right and previous in right-to-left; down is always next")
  func arrowsFollowDirection() {
    #expect(ArrowKey.right.step(in: .leftToRight) == .next)
    #expect(ArrowKey.right.step(in: .rightToLeft) == .previous)
    #expect(ArrowKey.left.step(in: .leftToRight) == .previous)
    #expect(ArrowKey.left.step(in: .rightToLeft) == .next)
    #expect(ArrowKey.down.step(in: .rightToLeft) == .next)
    #expect(ArrowKey.up.step(in: .leftToRight) == .previous)
  }

  @Test("Arrow keys move the selection; with one enabled tab they do nothing")
  func arrowsMoveSelection() throws {
    var selection = TabSelection(items: try Fixtures.fourTabsAndAction(), selectedID: "home")
    #expect(selection.handle(.right, in: .rightToLeft) == .changed(from: "home", to: "profile"))
    #expect(selection.handle(.right, in: .leftToRight) == .changed(from: "profile", to: "home"))
    var lonely = TabSelection(items: try Fixtures.tabs(3, disabled: [0, 2]))
    #expect(lonely.move(.next) == nil)
    #expect(lonely.selectedID == "t1")
  }

  @Test("Command-1 to Command-9 choose the first nine tabs, the action excluded")
  func commandDigits() throws {
    let items = try Fixtures.tabs(12, actionAt: 1)
    #expect(items.tabIndex(forShortcutDigit: 1) == 0)
    #expect(items.tabIndex(forShortcutDigit: 2) == 2)
    #expect(items.tabIndex(forShortcutDigit: 9) == 9)
    #expect(items.tabIndex(forShortcutDigit: 0) == nil)
    #expect(items.tabIndex(forShortcutDigit: 10) == nil)
    #expect(items.tabIndex(forShortcutDigit: Int.min) == nil)
    #expect(try Fixtures.tabs(3).tabIndex(forShortcutDigit: 4) == nil)
  }

  @Test("The shortcut digit of a tab is its position among the tabs, and maps back to it")
  func shortcutDigitRoundTrip() throws {
    let items = try Fixtures.tabs(12, disabled: [2], actionAt: 4)
    #expect(items.shortcutDigit(forItemAt: 4) == nil)
    #expect(items.shortcutDigit(forItemAt: 5) == 5)
    #expect(items.shortcutDigit(forItemAt: 12) == nil)
    #expect(items.shortcutDigit(forItemAt: -1) == nil)
    for index in items.indices {
      if let digit = items.shortcutDigit(forItemAt: index) {
        #expect(items.tabIndex(forShortcutDigit: digit) == index)
      }
    }
    // Command-digit chooses exactly as a tap would: a disabled tab is refused, the selected tab
    // is reselected (popping a tab that is not at its root).
    var state = TabBarState(items: items, selectedID: "t0", context: TabBarContext(containerWidth: 390))
    #expect(state.send(.shortcut(digit: 3)).isEmpty)
    state.send(.navigationDepth(tabID: "t0", depth: 1))
    #expect(
      state.send(.shortcut(digit: 1)) == [.reselected(id: "t0", response: .popToRoot, notifiesApp: false)])
    #expect(state.send(.shortcut(digit: 4)) == [.selectionChanged(from: "t0", to: "t3")])
  }
}
