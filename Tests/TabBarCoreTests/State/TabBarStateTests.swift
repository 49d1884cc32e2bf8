import Foundation
import TabBarCore
import Testing

@Suite("Tab bar state")
struct TabBarStateTests {
  /// An iPhone in portrait, `width` points wide.
  static func phone(_ width: CGFloat = 390) -> TabBarContext {
    TabBarContext(platform: .iPhone, sizeClass: .compact, containerWidth: width)
  }

  /// Five tabs t0…t4 and an action after the second, on an iPhone 390 pt wide: the bar shows
  /// t0, t1, the action, t2 and a More item holding t3 and t4.
  static func overflowing(selected: String = "t0", badges: [Int: TabBadge] = [:]) throws -> TabBarState {
    var items = (0..<5).map { TabItem(id: "t\($0)", title: "Tab \($0)", symbol: "circle", badge: badges[$0]) }
    items.insert(TabItem(id: "action", title: "New", symbol: "plus", role: .action), at: 2)
    return TabBarState(items: try TabItems(items), selectedID: selected, context: phone())
  }

  @Test("Tapping another tab selects it, mounts it and asks for the binding and the haptic")
  func tapSelects() throws {
    var state = TabBarState(
      items: try Fixtures.fourTabsAndAction(), selectedID: "home", context: Self.phone())
    #expect(state.send(.chooseBarItem(at: 1)) == [.selectionChanged(from: "home", to: "search")])
    #expect(state.selectedID == "search")
    #expect(state.mountedIDs == ["home", "search"])
    #expect(state.bar.selectedID == "search")
  }

  @Test("Tapping the selected tab again reselects it: scroll to top at the root, pop when deeper")
  func reselect() throws {
    var state = TabBarState(
      items: try Fixtures.fourTabsAndAction(), selectedID: "home", context: Self.phone())
    #expect(
      state.send(.chooseBarItem(at: 0)) == [
        .reselected(id: "home", response: .scrollToTop, notifiesApp: false)
      ])
    let first = try #require(state.reselectRequest(for: "home"))
    #expect(first.response == .scrollToTop)
    state.send(.navigationDepth(tabID: "home", depth: 2))
    #expect(
      state.send(.chooseTab(id: "home")) == [
        .reselected(id: "home", response: .popToRoot, notifiesApp: false)
      ])
    let second = try #require(state.reselectRequest(for: "home"))
    #expect(second.serial > first.serial)
    #expect(second.response == .popToRoot)
    #expect(state.reselectRequest(for: "search") == nil)
  }

  @Test("An app that replaces the reselect response is told, and nothing is recorded")
  func appOnlyReselect() throws {
    var state = TabBarState(
      items: try Fixtures.fourTabsAndAction(), selectedID: "home", context: Self.phone(),
      reselectHandling: .appOnly)
    #expect(state.send(.chooseTab(id: "home")) == [.reselected(id: "home", response: nil, notifiesApp: true)])
    #expect(state.reselectRequest(for: "home") == nil)
  }

  @Test("The action runs and the selection stays; disabled and unknown choices do nothing")
  func actionAndRefusals() throws {
    var state = TabBarState(
      items: try Fixtures.fourTabsAndAction(disabled: ["alerts"]), selectedID: "home", context: Self.phone())
    #expect(state.send(.chooseBarItem(at: 2)) == [.runAction(id: "compose")])
    #expect(state.send(.chooseTab(id: "alerts")).isEmpty)
    #expect(state.send(.chooseTab(id: "nope")).isEmpty)
    #expect(state.send(.chooseBarItem(at: 40)).isEmpty)
    #expect(state.selectedID == "home")
  }

  @Test("Five tabs and the action at 390 pt: three tabs, the action and More, which carries the rest")
  func moreItem() throws {
    let state = try Self.overflowing(badges: [3: .count(2), 4: .count(5)])
    #expect(state.bar.items.map(\.id) == ["t0", "t1", "action", "t2", "tabbarkit.more"])
    #expect(state.bar.overflowItems.map(\.id) == ["t3", "t4"])
    #expect(state.bar.moreItemID == "tabbarkit.more")
    #expect(state.bar.moreBadge == .count(7))
    #expect(state.bar.barIndex(showing: "t4") == 4)
    #expect(state.bar.items.all[4].title == "More")
  }

  @Test("More shows a dot when the tabs behind it show only texts, and nothing without badges")
  func moreDot() throws {
    #expect(try Self.overflowing(badges: [4: .text("!")]).bar.moreBadge == .dot)
    #expect(try Self.overflowing(badges: [1: .count(3)]).bar.moreBadge == nil)
  }

  @Test(
    "With every tab disabled the first tab stays selected, and More, holding only disabled tabs, is disabled")
  func allDisabled() throws {
    let items = try TabItems(
      (0..<7).map { TabItem(id: "t\($0)", title: "T", symbol: "circle", isEnabled: false) })
    var state = TabBarState(items: items, selectedID: "t5", context: Self.phone())
    #expect(state.selectedID == "t0")
    #expect(state.bar.items.all.last?.isEnabled == false)
    #expect(state.barAccessibility().first?.isSelected == true)
    #expect(state.send(.chooseBarItem(at: 4)).isEmpty)
    #expect(!state.isMoreListPresented)
  }

  @Test("Tapping More opens the More list; choosing a tab from it selects the tab and shows More selected")
  func moreList() throws {
    var state = try Self.overflowing()
    #expect(state.send(.chooseBarItem(at: 4)) == [.presentMoreList])
    #expect(state.isMoreListPresented)
    #expect(state.send(.chooseTab(id: "t4")) == [.dismissMoreList, .selectionChanged(from: "t0", to: "t4")])
    #expect(state.bar.selectedID == "tabbarkit.more")
    #expect(state.send(.chooseBarItem(at: 4)) == [.presentMoreList])
    #expect(state.send(.dismissMoreList) == [.dismissMoreList])
    #expect(!state.isMoreListPresented)
  }

  @Test("Widening the container past the point where every tab fits removes More and closes its list")
  func widening() throws {
    var state = try Self.overflowing()
    state.send(.chooseBarItem(at: 4))
    let wide = TabBarContext(platform: .iPad, sizeClass: .regular, containerWidth: 1024)
    #expect(state.send(.contextChanged(wide)) == [.dismissMoreList])
    #expect(state.bar.moreItemID == nil)
    #expect(state.bar.items.count == 6)
  }

  @Test("Command-digits count every tab, those behind More too; the action has none")
  func shortcuts() throws {
    var state = try Self.overflowing()
    #expect(state.shortcutDigit(ofTab: "t4") == 5)
    #expect(state.shortcutDigit(ofTab: "action") == nil)
    #expect(state.send(.shortcut(digit: 5)) == [.selectionChanged(from: "t0", to: "t4")])
    #expect(state.send(.shortcut(digit: 9)).isEmpty)
  }

  @Test("Arrow keys follow the reading direction")
  func arrows() throws {
    var context = Self.phone()
    context.layoutDirection = .rightToLeft
    var state = TabBarState(items: try Fixtures.fourTabsAndAction(), selectedID: "home", context: context)
    #expect(state.send(.arrowKey(.left)) == [.selectionChanged(from: "home", to: "search")])
    #expect(state.send(.arrowKey(.right)) == [.selectionChanged(from: "search", to: "home")])
  }

  @Test("The app's binding is followed, normalised, without a reselect")
  func bindingWritten() throws {
    var state = TabBarState(
      items: try Fixtures.fourTabsAndAction(disabled: ["alerts"]), selectedID: "home", context: Self.phone())
    #expect(state.send(.selectionWritten(id: "profile")).isEmpty)
    #expect(state.selectedID == "profile")
    #expect(state.send(.selectionWritten(id: "profile")).isEmpty)
    #expect(state.reselectRequest(for: "profile") == nil)
    state.send(.selectionWritten(id: "alerts"))
    #expect(state.selectedID == "home")
  }

  @Test("A view in the selected tab hides the bar until every request is withdrawn")
  func hiding() throws {
    var state = TabBarState(
      items: try Fixtures.fourTabsAndAction(), selectedID: "home", context: Self.phone())
    state.send(.hideRequest(tabID: "home", requesterID: "a", hides: true))
    state.send(.hideRequest(tabID: "home", requesterID: "b", hides: true))
    let unvisited = state
    state.send(.hideRequest(tabID: "search", requesterID: "c", hides: true))
    #expect(state == unvisited, "a tab never visited has no content that could ask")
    #expect(state.isBarHidden)
    state.send(.hideRequest(tabID: "home", requesterID: "a", hides: false))
    #expect(state.isBarHidden)
    state.send(.chooseTab(id: "search"))
    state.send(.hideRequest(tabID: "search", requesterID: "c", hides: true))
    state.send(.chooseTab(id: "alerts"))
    #expect(!state.isBarHidden)
    state.send(.chooseTab(id: "search"))
    #expect(state.isBarHidden)
    state.send(.itemsChanged(try Fixtures.tabs(3)))
    state.send(.itemsChanged(try Fixtures.fourTabsAndAction()))
    state.send(.chooseTab(id: "search"))
    #expect(!state.isBarHidden)
  }

  @Test("A swipe over the content changes tabs only at the selected tab's root, not during a back swipe")
  func contentSwipe() throws {
    var state = TabBarState(
      items: try Fixtures.fourTabsAndAction(), selectedID: "home", context: Self.phone())
    #expect(state.selectedTabIsAtRoot)
    state.send(.navigationDepth(tabID: "home", depth: 1))
    #expect(!state.selectedTabIsAtRoot, "a pushed screen's horizontal drag is the back gesture's")
    state.send(.chooseTab(id: "search"))
    #expect(state.selectedTabIsAtRoot, "another tab at its root")
    state.send(.navigationDepth(tabID: "search", depth: 2))
    state.send(.navigationDepth(tabID: "search", depth: 1))
    state.send(.interactivePop(tabID: "search", progress: 0.4))
    #expect(!state.selectedTabIsAtRoot, "a back swipe in progress, still in the pushed screen")
    state.send(.interactivePopEnded(tabID: "search", committed: true))
    state.send(.navigationDepth(tabID: "search", depth: 0))
    #expect(state.selectedTabIsAtRoot)
    #expect(!TabBarState(items: .empty, selectedID: nil, context: Self.phone()).selectedTabIsAtRoot)
  }

  @Test("A tab released past the cap comes back at its root with the bar shown, as a rebuilt controller")
  func evictionForgetsReports() throws {
    var state = TabBarState(
      items: try Fixtures.fourTabsAndAction(), selectedID: "home", context: Self.phone(), maximumMounted: 1)
    state.send(.navigationDepth(tabID: "home", depth: 1))
    state.send(.hideRequest(tabID: "home", requesterID: "detail", hides: true, depth: 1))
    #expect(state.isBarHidden && !state.selectedTabIsAtRoot)
    state.send(.chooseTab(id: "search"))  // home is released
    state.send(.chooseTab(id: "home"))
    #expect(!state.isBarHidden && state.selectedTabIsAtRoot && !state.keyboardIsSuspended)
  }

  @Test("With a cap, the least recently visited tab is evicted and reported; the selected one stays")
  func cap() throws {
    var state = TabBarState(
      items: try Fixtures.fourTabsAndAction(), selectedID: "home", context: Self.phone(), maximumMounted: 2)
    state.send(.chooseTab(id: "search"))
    #expect(
      state.send(.chooseTab(id: "alerts")) == [
        .selectionChanged(from: "search", to: "alerts"), .unmounted(ids: ["home"]),
      ])
    #expect(state.mountedIDs == ["search", "alerts"])
  }

  @Test("Removing the selected tab moves the selection and unmounts it")
  func removal() throws {
    var state = TabBarState(items: try Fixtures.tabs(4), selectedID: "t2", context: Self.phone())
    #expect(state.send(.itemsChanged(try Fixtures.tabs(2))) == [.unmounted(ids: ["t2"])])
    #expect(state.selectedID == "t0")
    #expect(state.isMounted("t0"))
  }

  @Test("The style's own minimum item width is honoured: wide items leave fewer in the bar")
  func styleMinimum() throws {
    var context = Self.phone()
    context.styleMinimumItemWidth = 130
    let state = TabBarState(items: try Fixtures.tabs(4), selectedID: nil, context: context)
    #expect(state.bar.items.map(\.id) == ["t0", "t1", "tabbarkit.more"])
  }

  @Test("The layout request lays out the bar's items with the bar's selection, in the context's direction")
  func layoutRequest() throws {
    var state = try Self.overflowing()
    state.send(.chooseTab(id: "t3"))
    let request = state.layoutRequest(containerSize: CGSize(width: 390, height: 844), metrics: .curved)
    #expect(request.items == state.bar.items)
    #expect(request.selectedID == "tabbarkit.more")
    #expect(state.barAccessibility().map(\.isSelected) == [false, false, false, false, true])
  }

  @Test("No tabs: nothing is selected, nothing mounted, and every choice does nothing")
  func empty() throws {
    var state = TabBarState(items: try TabItems([]), selectedID: "x", context: Self.phone())
    #expect(state.selectedID == nil)
    #expect(state.mountedIDs.isEmpty)
    #expect(state.send(.chooseBarItem(at: 0)).isEmpty)
    #expect(state.send(.shortcut(digit: 1)).isEmpty)
    #expect(state.send(.arrowKey(.right)).isEmpty)
  }
}
