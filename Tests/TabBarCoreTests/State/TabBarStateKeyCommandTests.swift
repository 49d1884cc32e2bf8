import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

@Suite("Keyboard commands")
struct TabBarStateKeyCommandTests {
  @Test("A drawn bar lists Command-digits only for the tabs behind More, titled with their titles")
  func overflowDigits() throws {
    let state = try TabBarStateTests.overflowing()
    let commands = state.keyCommands(barDrawsItems: true)
    let digits = commands.filter { if case .character = $0.key { true } else { false } }
    #expect(digits.map(\.title) == ["Tab 3", "Tab 4"])
    #expect(digits.map(\.event) == [.shortcut(digit: 4), .shortcut(digit: 5)])
    #expect(digits.allSatisfy { $0.modifiers == .command })
  }

  @Test("While a screen hides the bottom bar no command or button shortcut answers; they return with the bar")
  func noneWhileHidden() throws {
    var state = try TabBarStateTests.overflowing()
    let shown = state.keyCommands(barDrawsItems: false)
    #expect(!shown.isEmpty)
    state.send(.hideRequest(tabID: state.selectedID ?? "", requesterID: "detail", hides: true))
    #expect(state.isBarHidden && state.keyboardIsSuspended && state.keyCommands(barDrawsItems: false).isEmpty)
    #expect(state.keyCommands(barDrawsItems: true).isEmpty)
    #expect(state.items.tabs.allSatisfy { state.shortcutDigit(ofTab: $0.id) == nil }, "nor the bar's buttons")
    state.send(.hiderDisappeared(tabID: state.selectedID ?? "", requesterID: "detail"))
    #expect(state.keyCommands(barDrawsItems: false) == shown)
  }

  @Test("Without drawn items (sidebar, system bar) every tab has its Command-digit")
  func everyTabDigit() throws {
    let state = try TabBarStateTests.overflowing()
    let titles = state.keyCommands(barDrawsItems: false).prefix(5).map(\.title)
    #expect(titles == ["Tab 0", "Tab 1", "Tab 2", "Tab 3", "Tab 4"])
  }

  @Test("Command-F is titled with the search tab's title, chooses it and activates its field")
  func searchCommand() throws {
    let items = try TabItems([
      TabItem(id: "home", title: "Home", symbol: "house"),
      TabItem(id: "find", title: "Find", symbol: "magnifyingglass", role: .search),
    ])
    var state = TabBarState(items: items, selectedID: "home", context: TabBarStateTests.phone())
    let search = try #require(state.keyCommands(barDrawsItems: true).first { $0.key == .character("f") })
    #expect(search.title == "Find")
    #expect(search.event == .activateSearch)
    state.send(search.event)
    #expect(state.selectedID == "find" && state.searchActivationRequest(for: "find") != nil)
  }

  @Test("Stepping commands are titled in the container's language and follow the reading direction")
  func steppingTitles() throws {
    var context = TabBarStateTests.phone()
    context.language = "es-MX"
    context.layoutDirection = .rightToLeft
    let state = TabBarState(items: try Fixtures.tabs(3), selectedID: "t0", context: context)
    let byKey = Dictionary(
      state.keyCommands(barDrawsItems: true).map { ($0.id, $0.title) }, uniquingKeysWith: { $1 })
    let next = "Pestaña siguiente"
    let previous = "Pestaña anterior"
    #expect(
      byKey[TabBarKeyCommand(key: .tab, modifiers: .control, title: "", event: .step(.next)).id] == next)
    let shiftTab = TabBarKeyCommand(
      key: .tab, modifiers: [.control, .shift], title: "", event: .step(.previous))
    #expect(byKey[shiftTab.id] == previous)
    // Right to left: the left arrow goes on to the next tab, so it is listed as "next".
    let left = TabBarKeyCommand(
      key: .leftArrow, modifiers: [.command, .option], title: "", event: .arrowKey(.left))
    #expect(byKey[left.id] == next)
  }

  @Test("Over random containers, commands are unique, titled, and each digit chooses the tab it names")
  func randomContainers() throws {
    var checkedDigits = 0
    for seed in (0..<UInt64(300)).map({ SeededGenerator.baseSeed &+ 77_001 &+ $0 }) {
      var random = SeededGenerator(seed: seed)
      let count = Int.random(in: 0...12, using: &random)
      let disabled = Set((0..<count).filter { _ in Bool.random(using: &random) })
      var state = TabBarState(
        items: try Fixtures.tabs(count, disabled: disabled, actionAt: count > 2 ? 1 : nil), selectedID: nil,
        context: TabBarStateTests.phone(CGFloat.random(in: 200...1_200, using: &random)))
      let commands = state.keyCommands(barDrawsItems: Bool.random(using: &random))
      #expect(Set(commands.map(\.id)).count == commands.count, "seed \(seed)")
      #expect(commands.allSatisfy { !$0.title.isEmpty }, "seed \(seed)")
      for command in commands {
        guard case .shortcut = command.event,
          let id = state.items.all.first(where: { $0.title == command.title })?.id
        else { continue }
        var copy = state
        copy.send(command.event)
        let enabled = state.items.all.first { $0.id == id }?.isEnabled == true
        #expect(copy.selectedID == (enabled ? id : state.selectedID), "seed \(seed): \(command.title)")
        checkedDigits += 1
      }
      state.send(.step(.next))
    }
    // Not vacuous: hundreds of digit commands were fired.
    #expect(checkedDigits > 300)
  }
}
