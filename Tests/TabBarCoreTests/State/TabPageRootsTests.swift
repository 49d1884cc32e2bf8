import TabBarCore
import Testing

/// Which hosted pages an update re-roots (``TabPageRoots``), with every tab mounted.
@Suite("A container's own updates re-root the page in the window alone")
struct TabPageRootsTests {
  /// A state of `count` tabs, each visited once so each is mounted, back on the first.
  private static func mountedState(tabs count: Int) throws -> TabBarState {
    let items = try TabItems((0..<count).map { TabItem(id: "t\($0)", title: "T\($0)", symbol: "circle") })
    var state = TabBarState(items: items, selectedID: "t0", context: TabBarContext(containerWidth: 390))
    for index in 1..<count { state.send(.chooseTab(id: "t\(index)")) }
    state.send(.chooseTab(id: "t0"))
    return state
  }

  /// Roots made for `state`'s pages, as after the first render.
  private static func rooted(_ state: TabBarState) -> (TabPageRoots, hosting: [String]) {
    var roots = TabPageRoots()
    let plan = TabControllerPlan(state: state, hosting: [])
    _ = roots.update(applying: plan, to: state, declarationsChanged: true, readsScrollOffsets: false)
    return (roots, plan.hosted)
  }

  @Test("The first update roots every page; new declarations root them all again", arguments: [5, 20])
  func declarations(tabs count: Int) throws {
    let state = try Self.mountedState(tabs: count)
    var roots = TabPageRoots()
    let plan = TabControllerPlan(state: state, hosting: [])
    let first = roots.update(applying: plan, to: state, declarationsChanged: true, readsScrollOffsets: false)
    #expect(first.rooted.count == count && !first.animatesShownInset)
    let again = TabControllerPlan(state: state, hosting: plan.hosted)
    let second = roots.update(
      applying: again, to: state, declarationsChanged: true, readsScrollOffsets: false)
    #expect(second.rooted == plan.hosted && second.animatesShownInset)
  }

  @Test(
    "A hide request, a depth, a back swipe and the bar's own samples root the shown page alone",
    arguments: [5, 20])
  func containerEvents(tabs count: Int) throws {
    var state = try Self.mountedState(tabs: count)
    var (roots, hosting) = Self.rooted(state)
    let events: [TabBarEvent] = [
      .hideRequest(tabID: "t0", requesterID: "detail", hides: true, depth: 1),
      .navigationDepth(tabID: "t0", depth: 1), .interactivePop(tabID: "t0", progress: 0.4),
      .interactivePopEnded(tabID: "t0", committed: true), .navigationDepth(tabID: "t0", depth: 0),
      .contextChanged(TabBarContext(containerWidth: 320)),
    ]
    for event in events {
      state.send(event)
      let plan = TabControllerPlan(state: state, hosting: hosting)
      let update = roots.update(
        applying: plan, to: state, declarationsChanged: false, readsScrollOffsets: false)
      #expect(update.rooted == ["t0"] && update.animatesShownInset, "\(event) of \(count) tabs: \(update)")
      hosting = plan.hosted
    }
  }

  @Test("A switch roots the tab coming into the window, which takes its inset at once", arguments: [5, 20])
  func switching(tabs count: Int) throws {
    var state = try Self.mountedState(tabs: count)
    var (roots, hosting) = Self.rooted(state)
    state.send(.chooseTab(id: "t3"))
    let update = roots.update(
      applying: TabControllerPlan(state: state, hosting: hosting), to: state, declarationsChanged: false,
      readsScrollOffsets: false)
    #expect(update.rooted == ["t3"] && !update.animatesShownInset, "\(update)")
  }

  @Test("A reselect roots the tab asked; reading scroll offsets roots every page")
  func ownInputs() throws {
    var state = try Self.mountedState(tabs: 5)
    var (roots, hosting) = Self.rooted(state)
    state.send(.navigationDepth(tabID: "t0", depth: 2))
    state.send(.chooseTab(id: "t0"))
    #expect(state.reselectRequest(for: "t0") != nil, "the reselect asked t0 to pop")
    var plan = TabControllerPlan(state: state, hosting: hosting)
    #expect(
      roots.update(applying: plan, to: state, declarationsChanged: false, readsScrollOffsets: false).rooted
        == ["t0"])
    hosting = plan.hosted
    plan = TabControllerPlan(state: state, hosting: hosting)
    let reading = roots.update(
      applying: plan, to: state, declarationsChanged: false, readsScrollOffsets: true)
    #expect(reading.rooted == plan.hosted, "each page gets the scroll reporter")
  }

  @Test("A tab evicted and mounted again is rooted as it is added; no tabs roots nothing")
  func churn() throws {
    let items = try TabItems((0..<4).map { TabItem(id: "t\($0)", title: "T\($0)", symbol: "circle") })
    var state = TabBarState(
      items: items, selectedID: "t0", context: TabBarContext(containerWidth: 390), maximumMounted: 1)
    var (roots, hosting) = Self.rooted(state)
    state.send(.chooseTab(id: "t1"))
    let plan = TabControllerPlan(state: state, hosting: hosting)
    let update = roots.update(
      applying: plan, to: state, declarationsChanged: false, readsScrollOffsets: false)
    #expect(plan.added == ["t1"] && update.rooted == ["t1"], "\(plan) \(update)")
    let empty = TabBarState(items: .empty, selectedID: nil, context: TabBarContext(containerWidth: 390))
    let none = roots.update(
      applying: TabControllerPlan(state: empty, hosting: plan.hosted), to: empty, declarationsChanged: true,
      readsScrollOffsets: false)
    #expect(none.rooted.isEmpty && !none.animatesShownInset)
  }
}
