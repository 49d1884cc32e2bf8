import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

@Suite("Tab bar state: hiding on push, stepping, mount generations, reconciling the views' inputs")
struct TabBarStateLifecycleTests {
  private static func state(maximumMounted: Int? = nil) throws -> TabBarState {
    TabBarState(
      items: try Fixtures.fourTabsAndAction(), selectedID: "home",
      context: TabBarContext(platform: .iPhone, sizeClass: .compact, containerWidth: 390),
      maximumMounted: maximumMounted)
  }

  @Test("A pushed view's hide request is withdrawn as soon as its stack pops above it")
  func popWithdrawsDeeperRequests() throws {
    var state = try Self.state()
    state.send(.navigationDepth(tabID: "home", depth: 1))
    state.send(.hideRequest(tabID: "home", requesterID: "detail", hides: true, depth: 1))
    state.send(.navigationDepth(tabID: "home", depth: 2))
    state.send(.hideRequest(tabID: "home", requesterID: "photo", hides: true, depth: 2))
    #expect(state.isBarHidden)
    state.send(.navigationDepth(tabID: "home", depth: 1))
    #expect(state.isBarHidden, "the detail view at depth 1 still asks")
    state.send(.navigationDepth(tabID: "home", depth: 0))
    #expect(!state.isBarHidden, "popping to the root brings the bar back before any onDisappear")
  }

  @Test("A root view's hide request survives pops; the action and unknown tabs cannot hide the bar")
  func rootRequestsStay() throws {
    var state = try Self.state()
    state.send(.hideRequest(tabID: "home", requesterID: "root", hides: true))
    state.send(.navigationDepth(tabID: "home", depth: 0))
    #expect(state.isBarHidden)
    state.send(.hideRequest(tabID: "home", requesterID: "root", hides: false))
    state.send(.hideRequest(tabID: "compose", requesterID: "x", hides: true))
    state.send(.hideRequest(tabID: "nope", requesterID: "x", hides: true))
    #expect(!state.isBarHidden)
  }

  @Test("Control-Tab steps to the next enabled tab, wrapping; Control-Shift-Tab goes back")
  func stepping() throws {
    var state = TabBarState(
      items: try Fixtures.fourTabsAndAction(disabled: ["search"]), selectedID: "home",
      context: TabBarContext(containerWidth: 390))
    #expect(state.send(.step(.next)) == [.selectionChanged(from: "home", to: "alerts")])
    state.send(.step(.next))
    #expect(state.send(.step(.next)) == [.selectionChanged(from: "profile", to: "home")])
    #expect(state.send(.step(.previous)) == [.selectionChanged(from: "home", to: "profile")])
  }

  @Test("An evicted tab comes back with a new mount generation: fresh content")
  func mountGenerations() throws {
    var state = try Self.state(maximumMounted: 1)
    #expect(state.mountGeneration(of: "home") == 0)
    #expect(state.mountGeneration(of: "search") == nil)
    #expect(state.send(.chooseTab(id: "search")).contains(.unmounted(ids: ["home"])))
    #expect(state.mountGeneration(of: "home") == nil)
    state.send(.chooseTab(id: "home"))
    #expect(state.mountGeneration(of: "home") == 1)
    #expect(state.mountGeneration(of: "search") == nil)
  }

  @Test("The More item is read from the bar, titled in the context's language")
  func moreItem() throws {
    let items = try TabItems((0..<7).map { TabItem(id: "t\($0)", title: "T\($0)", symbol: "circle") })
    let english = TabBarState(items: items, selectedID: "t0", context: TabBarContext(containerWidth: 390))
    let spanish = TabBarState(
      items: items, selectedID: "t0", context: TabBarContext(containerWidth: 390, language: "es"))
    #expect(english.bar.moreItem?.title == "More")
    #expect(spanish.bar.moreItem?.title == "Más")
    #expect(english.bar.moreItem?.id == english.bar.moreItemID)
    let few = TabBarState(
      items: try Fixtures.fourTabsAndAction(), selectedID: "home", context: TabBarContext(containerWidth: 390)
    )
    #expect(few.bar.moreItem == nil)
  }

  @Test("The container's own controls are titled in the context's language, English for the others")
  func controlTitles() throws {
    func titles(_ language: String) throws -> [String] {
      let state = TabBarState(
        items: try Fixtures.fourTabsAndAction(), selectedID: "home",
        context: TabBarContext(containerWidth: 390, language: language))
      return TabAccessibilityTests.sidebarEditKeys.map { state.string($0) }
    }
    let english = [
      "Show", "Hide", "Add to Tab Bar", "Remove from Tab Bar", "Reset Order", "Edit", "Done", "Reset",
    ]
    #expect(try titles("en-GB") == english)
    #expect(try titles("pl") == english)
    #expect(try titles("de-AT").suffix(3) == ["Bearbeiten", "Fertig", "Zurücksetzen"])
    #expect(try titles("zh-TW").suffix(3) == ["編輯", "完成", "重置"])
    #expect(try titles("ja").prefix(2) == ["表示", "非表示"])
  }

  @Test("Lowering the mounting cap through the inputs evicts the least recently visited tabs")
  func capThroughInputs() throws {
    var state = try Self.state()
    state.send(.chooseTab(id: "search"))
    state.send(.chooseTab(id: "alerts"))
    var inputs = TabBarInputs(items: state.items, selectedID: "alerts", context: state.context)
    inputs.maximumMounted = 2
    #expect(state.reconcile(with: inputs) == [.unmounted(ids: ["home"])])
    #expect(state.mountedIDs == ["search", "alerts"])
  }

  @Test("The app's binding is followed without a reselect; a refused value leaves the rules' choice")
  func bindingThroughInputs() throws {
    var state = try Self.state()
    var inputs = TabBarInputs(items: state.items, selectedID: "profile", context: state.context)
    #expect(state.reconcile(with: inputs).isEmpty)
    #expect(state.selectedID == "profile")
    inputs.selectedID = "compose"
    state.reconcile(with: inputs)
    #expect(state.selectedID == "home", "the action is never selected: the first enabled tab shows")
    #expect(state.reselectRequest(for: "home") == nil)
  }

  @Test("Reconciling: once changes the state to the inputs, again changes nothing, and the copy agrees")
  func reconcileIsIdempotent() {
    var withChanges = 0
    for seed in RandomEventSequence.sweep(10_000, salt: 91) {
      var random = SeededGenerator(seed: seed)
      let first = TabBarInputs(
        items: RandomEventSequence.randomItems(using: &random),
        selectedID: RandomEventSequence.randomID(using: &random),
        context: RandomEventSequence.randomContext(using: &random),
        maximumMounted: Bool.random(using: &random) ? Int.random(in: -1...4, using: &random) : nil)
      let second = TabBarInputs(
        items: RandomEventSequence.randomItems(using: &random),
        selectedID: RandomEventSequence.randomID(using: &random),
        context: RandomEventSequence.randomContext(using: &random),
        maximumMounted: Bool.random(using: &random) ? Int.random(in: -1...4, using: &random) : nil,
        reselectHandling: TabReselectHandling.allCases.randomElement(using: &random) ?? .builtIn)
      var state = TabBarState(inputs: first)
      let copy = state.reconciled(with: second)
      if state.reconcile(with: second).isEmpty == false || copy != TabBarState(inputs: first) {
        withChanges += 1
      }
      let again = state
      #expect(state.reconcile(with: second).isEmpty, "case \(seed)")
      #expect(state == again, "case \(seed): a second reconcile changed the state")
      #expect(state == copy, "case \(seed): reconciled(with:) and reconcile(with:) disagree")
      #expect(state.items == second.items && state.context == second.context, "case \(seed)")
      #expect(state.reselectHandling == second.reselectHandling, "case \(seed)")
      if let selected = state.selectedID {
        #expect(state.isMounted(selected), "case \(seed): the selected tab is mounted")
      }
    }
    if !RandomEventSequence.isReplay { #expect(withChanges > 5_000, "the sweep must change states") }
  }

  @Test("No items: an empty bar and no selection")
  func emptyItems() {
    let state = TabBarState(items: .empty, selectedID: "x", context: TabBarContext(containerWidth: 390))
    #expect(TabItems.empty.isEmpty)
    #expect(state.selectedID == nil)
    #expect(state.bar.items.isEmpty)
  }
}

@Suite("Tab content hosting and hiders that leave the window")
struct TabContentHostingTests {
  @Test(
    "The system's bar hosts in its tab view; a drawn bar or sidebar in a controller per tab, or a stack without"
  )
  func hosting() {
    for hostsTabControllers in [false, true] {
      #expect(TabContentHosting(showsSystemBar: true, hostsTabControllers: hostsTabControllers) == .systemBar)
    }
    #expect(TabContentHosting(showsSystemBar: false, hostsTabControllers: true) == .tabControllers)
    #expect(TabContentHosting(showsSystemBar: false, hostsTabControllers: false) == .stack)
  }

  @Test("Controllers: the selected tab is shown; an evicted or removed tab gives its controller up")
  func controllerPlan() throws {
    let items = try TabItems((0..<7).map { TabItem(id: "t\($0)", title: "T\($0)", symbol: "circle") })
    var state = TabBarState(
      items: items, selectedID: "t0", context: TabBarContext(containerWidth: 390), maximumMounted: 2)
    let first = TabControllerPlan(state: state, hosting: [])
    #expect(first.added == ["t0"] && first.shown == "t0" && first.removed.isEmpty)
    state.send(.chooseTab(id: "t6"))
    let second = TabControllerPlan(state: state, hosting: ["t0"])
    #expect(second.added == ["t6"] && second.shown == "t6" && second.removed.isEmpty)
    #expect(second.hosted == ["t0", "t6"], "the tab left keeps its controller, so its state")
    state.send(.chooseTab(id: "t3"))
    let third = TabControllerPlan(state: state, hosting: ["t6", "t0"])
    #expect(third.added == ["t3"] && third.removed == ["t0"], "the limit evicted the least recent tab")
    state.send(.itemsChanged(try TabItems(items.tabs.filter { $0.id != "t3" })))
    let fourth = TabControllerPlan(state: state, hosting: ["t3", "t6"])
    #expect(fourth.removed == ["t3"] && fourth.shown == state.selectedID && fourth.shown != "t3")
  }

  @Test("Switching away does not withdraw a hide request; leaving the window of the selected tab does")
  func hiderDisappears() throws {
    var state = TabBarState(
      items: try Fixtures.fourTabsAndAction(), selectedID: "home", context: TabBarContext(containerWidth: 390)
    )
    state.send(.hideRequest(tabID: "home", requesterID: "player", hides: true))
    state.send(.chooseTab(id: "search"))
    state.send(.hiderDisappeared(tabID: "home", requesterID: "player"))
    state.send(.chooseTab(id: "home"))
    #expect(state.isBarHidden, "back on home, the bar is still hidden: no flash")
    state.send(.hiderDisappeared(tabID: "home", requesterID: "player"))
    #expect(!state.isBarHidden)
  }
}

@Suite("Resizing the state to a measured width")
struct TabBarStateResizeTests {
  @Test("A state made before the container was measured shows the bar of the measured width")
  func measuredWidth() throws {
    let items = try TabItems((0..<4).map { TabItem(id: "t\($0)", title: "T\($0)", symbol: "circle") })
    let unmeasured = TabBarState(items: items, selectedID: "t1", context: TabBarContext(containerWidth: 0))
    let drawn = unmeasured.resized(toWidth: 390)
    #expect(drawn.bar.items.map(\.id) == ["t0", "t1", "t2", "t3"])
    #expect(drawn.bar.selectedID == "t1")
    #expect(drawn == TabBarState(items: items, selectedID: "t1", context: TabBarContext(containerWidth: 390)))
    #expect(drawn.resized(toWidth: 390) == drawn)
    #expect(unmeasured.resized(toWidth: .nan).context.containerWidth == 0)
  }
}

@Suite("Tab bar state: a back swipe brings a hidden bar in with the finger")
struct TabBarStateInteractivePopTests {
  /// Home with a detail view pushed (depth 1) that hides the bar.
  private static func pushedDetail() throws -> TabBarState {
    var state = TabBarState(
      items: try Fixtures.fourTabsAndAction(), selectedID: "home",
      context: TabBarContext(platform: .iPhone, sizeClass: .compact, containerWidth: 390))
    state.send(.navigationDepth(tabID: "home", depth: 1))
    state.send(.hideRequest(tabID: "home", requesterID: "detail", hides: true, depth: 1))
    return state
  }

  @Test("The bar follows the swipe, and the pop's new depth settles it shown")
  func committedSwipe() throws {
    var state = try Self.pushedDetail()
    #expect(state.barReveal == 0)
    state.send(.interactivePop(tabID: "home", progress: 0.25))
    #expect(state.barReveal == 0.25)
    #expect(state.isBarHidden, "hidden until the pop commits")
    state.send(.interactivePop(tabID: "home", progress: 0.8))
    #expect(state.barReveal == 0.8)
    state.send(.interactivePopEnded(tabID: "home", committed: true))
    #expect(state.barReveal == 1, "the bar comes in as the finger lifts, before the stack reports")
    state.send(.navigationDepth(tabID: "home", depth: 0))
    #expect(state.barReveal == 1)
    #expect(!state.isBarHidden)
  }

  @Test("A cancelled swipe leaves the bar hidden; a swipe between two hiding screens keeps it hidden")
  func cancelledAndDeeper() throws {
    var state = try Self.pushedDetail()
    state.send(.interactivePop(tabID: "home", progress: 0.6))
    state.send(.interactivePopEnded(tabID: "search", committed: true))
    #expect(state.barReveal == 0.6, "another tab's end is not this swipe's")
    state.send(.interactivePopEnded(tabID: "home", committed: false))
    #expect(state.barReveal == 0)
    #expect(state.isBarHidden)
    state.send(.navigationDepth(tabID: "home", depth: 2))
    state.send(.hideRequest(tabID: "home", requesterID: "photo", hides: true, depth: 2))
    let before = state
    state.send(.interactivePop(tabID: "home", progress: 0.5))
    #expect(state.barReveal == 0, "popping the photo lands on the detail view, which hides the bar too")
    #expect(state == before, "a swipe that changes nothing is not recorded, so no view redraws")
  }

  @Test("Another tab's swipe, unknown tabs and readings that are not numbers move nothing")
  func foreignAndHostile() throws {
    var state = try Self.pushedDetail()
    state.send(.interactivePop(tabID: "search", progress: 0.5))
    #expect(state.barReveal == 0)
    state.send(.interactivePop(tabID: "nope", progress: 0.5))
    #expect(state.barReveal == 0)
    state.send(.interactivePop(tabID: "home", progress: .nan))
    #expect(state.barReveal == 0)
    state.send(.interactivePop(tabID: "home", progress: 7))
    #expect(state.barReveal == 1)
    state.send(.itemsChanged(try TabItems(state.items.all.filter { $0.id != "home" })))
    #expect(state.barReveal == 1, "the swiped tab is gone, and with it its swipe")
  }
}
