import TabBarCore
import Testing

/// When choosing the search tab activates its field (``TabBarSearchActivation``), and Command-F.
@Suite("Search activation: the person's choice of the search tab, and Command-F")
struct TabBarSearchActivationTests {
  /// Home, Inbox and a search tab (enabled unless `searchEnabled` is false), Home selected.
  private static func state(_ activation: TabBarSearchActivation, searchEnabled: Bool = true) throws
    -> TabBarState
  {
    let items = try TabItems([
      TabItem(id: "home", title: "Home", symbol: "house"),
      TabItem(id: "inbox", title: "Inbox", symbol: "tray"),
      TabItem(
        id: "search", title: "Search", symbol: "magnifyingglass", isEnabled: searchEnabled, role: .search),
    ])
    let inputs = TabBarInputs(
      items: items, selectedID: "home", context: TabBarContext(containerWidth: 390),
      searchActivation: activation)
    return TabBarState(inputs: inputs)
  }

  @Test("With searchTabSelection, choosing the search tab (and choosing it again) asks for its field")
  func searchTabSelection() throws {
    var state = try Self.state(.searchTabSelection)
    #expect(state.searchActivationRequest(for: "search") == nil)
    state.send(.chooseTab(id: "search"))
    let first = try #require(state.searchActivationRequest(for: "search"))
    state.send(.chooseTab(id: "search"))
    let second = try #require(state.searchActivationRequest(for: "search"))
    #expect(second > first, "a reselect asks again")
    state.send(.chooseTab(id: "inbox"))
    #expect(state.searchActivationRequest(for: "inbox") == nil, "only the search tab has a field to activate")
    #expect(state.searchActivationRequest(for: "search") == second, "leaving asks nothing")
  }

  @Test("With automatic, a tap shows the search tab and leaves its field alone; Command-F activates it")
  func automatic() throws {
    var state = try Self.state(.automatic)
    state.send(.chooseTab(id: "search"))
    #expect(state.selectedID == "search" && state.searchActivationRequest(for: "search") == nil)
    state.send(.chooseTab(id: "home"))
    let effects = state.send(.activateSearch)
    #expect(effects.contains(.selectionChanged(from: "home", to: "search")))
    #expect(state.searchActivationRequest(for: "search") != nil)
  }

  @Test("The app writing its binding activates nothing; nor does Command-F without an enabled search tab")
  func notThePersons() throws {
    var state = try Self.state(.searchTabSelection)
    state.send(.selectionWritten(id: "search"))
    #expect(state.selectedID == "search" && state.searchActivationRequest(for: "search") == nil)
    var disabled = try Self.state(.searchTabSelection, searchEnabled: false)
    #expect(disabled.send(.activateSearch).isEmpty)
    #expect(disabled.selectedID == "home" && disabled.searchActivationRequest(for: "search") == nil)
    var none = TabBarState(
      items: try Fixtures.fourTabsAndAction(), selectedID: "home", context: TabBarContext(containerWidth: 390)
    )
    #expect(none.send(.activateSearch).isEmpty)
  }

  @Test("Command-F is the key command of the search tab; the activation follows the inputs")
  func keyCommandAndInputs() throws {
    var state = try Self.state(.automatic)
    let commands = state.keyCommands(barDrawsItems: true)
    #expect(commands.contains { $0.event == TabBarEvent.activateSearch && $0.modifiers == .command })
    var inputs = TabBarInputs(
      items: state.items, selectedID: "home", context: state.context, searchActivation: .searchTabSelection)
    state.reconcile(with: inputs)
    #expect(state.searchActivation == .searchTabSelection)
    inputs.searchActivation = .automatic
    state.reconcile(with: inputs)
    #expect(state.searchActivation == .automatic)
  }

  @Test("A tab removed forgets its request")
  func removal() throws {
    var state = try Self.state(.searchTabSelection)
    state.send(.chooseTab(id: "search"))
    let withoutSearch = try TabItems(state.items.all.filter { $0.id != "search" })
    state.send(.itemsChanged(withoutSearch))
    #expect(state.searchActivationRequest(for: "search") == nil)
  }
}
