import Foundation
import TabBarCore
import Testing

/// A prominent tab (iOS 27's `TabRole.prominent`) is a tab raised into the bar's middle slot.
@Suite("Prominent tab")
struct ProminentTabTests {
  /// Four tabs and a prominent "camera" declared last, as Apple's example declares it.
  static func items(action: Bool = false, disabledCamera: Bool = false) throws -> TabItems {
    var items = ["home", "search", "alerts", "me"].map {
      TabItem(id: $0, title: $0.capitalized, symbol: "circle")
    }
    items.append(
      TabItem(id: "camera", title: "Camera", symbol: "camera", isEnabled: !disabledCamera, role: .prominent))
    if action { items.insert(TabItem(id: "new", title: "New", symbol: "plus", role: .action), at: 2) }
    return try TabItems(items)
  }

  @Test("It stands in the middle of the tab order, where it is drawn, and is selectable")
  func order() throws {
    let items = try Self.items()
    #expect(items.raisedTabIndex == 4)
    #expect(items.raisedIndex == 4)
    #expect(items.rowTabIndices == [0, 1, 2, 3])
    #expect(items.tabIndices == [0, 1, 4, 2, 3])
    #expect(items.tabs.map(\.id) == ["home", "search", "camera", "alerts", "me"])
    #expect(items.normalizedSelection("camera") == 4)
  }

  @Test("VoiceOver counts it among the tabs at its drawn place: Tab, 3 of 5, with no action hint")
  func spokenPosition() throws {
    let elements = try Self.items().accessibility(selectedID: "camera")
    #expect(
      elements.map(\.value) == ["Tab, 1 of 5", "Tab, 2 of 5", "Tab, 4 of 5", "Tab, 5 of 5", "Tab, 3 of 5"])
    #expect(elements[4].isSelected && !elements[4].isAction)
  }

  @Test("Arrow keys and Command-digits follow the drawn order through it")
  func keyboard() throws {
    let items = try Self.items()
    #expect(items.tabIndex(.next, from: 1) == 4)
    #expect(items.tabIndex(.next, from: 4) == 2)
    #expect(items.tabIndex(forShortcutDigit: 3) == 4)
  }

  @Test("With an action declared too, the action keeps the slot and the prominent tab sits in the row")
  func actionKeepsSlot() throws {
    let items = try Self.items(action: true)
    #expect(items.raisedTabIndex == nil)
    #expect(items.raisedIndex == items.actionIndex)
    #expect(items.rowTabIndices == items.tabIndices)
    let layout = Fixtures.layout(items, selected: "camera", metrics: .curved)
    #expect(layout.actionButton?.isTab == false)
    #expect(layout.items.contains { $0.id == "camera" && $0.isSelected })
  }

  @Test("A second prominent tab is refused with a message that names both")
  func twoProminent() throws {
    let items = [
      TabItem(id: "a", title: "A", symbol: "circle", role: .prominent),
      TabItem(id: "b", title: "B", symbol: "circle", role: .prominent),
    ]
    #expect(throws: TabBarError.multipleProminentTabs(ids: ["a", "b"])) { try TabItems(items) }
    #expect("\(TabBarError.multipleProminentTabs(ids: ["a", "b"]))".contains("\"a\", \"b\""))
  }

  @Test(
    "In every style it takes the middle slot: in curved's notch, raised; a tap on it selects it",
    arguments: [TabBarMetrics.curved, .floating, .indicator, .material])
  func raisedInEveryStyle(metrics: TabBarMetrics) throws {
    let items = try Self.items()
    let layout = Fixtures.layout(items, selected: "home", metrics: metrics)
    let button = try #require(layout.actionButton)
    #expect(button.isTab && button.id == "camera" && button.itemIndex == 4)
    #expect(layout.items.map(\.id) == ["home", "search", "alerts", "me"])
    #expect(abs(button.center.x - layout.barFrame.midX) < 0.5)
    #expect(layout.hitTest(button.center) == .tab(itemIndex: 4))
    #expect(layout.hitTest(layout.items[1].hitFrame.center) == .tab(itemIndex: 1))
    if metrics.actionButton.notch?.anchor == .actionButton {
      #expect(layout.outline.notch != nil)
      #expect(button.center.y < layout.barFrame.minY + layout.barFrame.height / 2)
    }
  }

  @Test("Selected, it is the layout's selection and no row item is; the notch stays with it")
  func selectedRaised() throws {
    let layout = Fixtures.layout(try Self.items(), selected: "camera", metrics: .curved)
    #expect(layout.selectedIndex == 4)
    #expect(layout.items.allSatisfy { !$0.isSelected })
    #expect(layout.outline.notch != nil)
  }

  @Test("Its badge sits on the circle's upper trailing edge, the leading one right to left")
  func badgePlace() throws {
    for direction in [TabBarLayoutDirection.leftToRight, .rightToLeft] {
      let layout = Fixtures.layout(try Self.items(), selected: "home", metrics: .curved, direction: direction)
      let button = try #require(layout.actionButton)
      let radius = button.diameter / 2
      let trailing = direction == .leftToRight
      #expect((button.badgeCenter.x > button.center.x) == trailing)
      #expect(button.badgeCenter.y < button.center.y)
      #expect(abs(button.badgeCenter.distance(to: button.center) - radius) < 0.01)
    }
  }

  @Test("Right to left, it stays in the middle and the row mirrors around it")
  func rightToLeft() throws {
    let layout = Fixtures.layout(
      try Self.items(), selected: "home", metrics: .curved, direction: .rightToLeft)
    let button = try #require(layout.actionButton)
    #expect(abs(button.center.x - layout.barFrame.midX) < 0.5)
    #expect(layout.items[0].hitFrame.minX > button.center.x)
  }

  @Test("Choosing it through the state selects and mounts it like any tab; disabled, it refuses")
  func stateChoosesIt() throws {
    var state = TabBarState(
      items: try Self.items(), selectedID: "home",
      context: TabBarContext(platform: .iPhone, sizeClass: .compact, containerWidth: 390))
    #expect(state.send(.chooseTab(id: "camera")) == [.selectionChanged(from: "home", to: "camera")])
    #expect(state.mountedIDs == ["home", "camera"])
    var disabled = TabBarState(
      items: try Self.items(disabledCamera: true), selectedID: "home",
      context: TabBarContext(platform: .iPhone, sizeClass: .compact, containerWidth: 390))
    #expect(disabled.send(.chooseTab(id: "camera")).isEmpty)
  }

  @Test(
    "Arranged with sections and a person's choices, it stays in the bar's middle; hidden, it is behind More")
  func arranged() throws {
    let declared = try DeclaredTabs(items: try Self.items(), sections: [])
    let arrangement = TabBarArrangement(declared: declared)
    #expect(arrangement.barItems.raisedTabIndex.map { arrangement.barItems.all[$0].id } == "camera")
    #expect(arrangement.barItems.tabs.map(\.id) == ["home", "search", "camera", "alerts", "me"])
    var barHidden = TabBarCustomization()
    let hidesFromBar = barHidden.setVisibility(.hidden, of: "camera", for: .tabBar, in: declared)
    #expect(hidesFromBar)
    let behindMore = TabBarArrangement(declared: declared, customization: barHidden)
    #expect(behindMore.barItems.raisedTabIndex == nil)
    #expect(!behindMore.barItems.all.contains { $0.id == "camera" })
    #expect(behindMore.presentedItems.all.contains { $0.id == "camera" && $0.placement == .sidebarOnly })
    var gone = TabBarCustomization()
    let hides = gone.setHidden(true, for: "camera", in: declared)
    #expect(hides)
    #expect(
      !TabBarArrangement(declared: declared, customization: gone).presentedItems.all.contains {
        $0.id == "camera"
      })
  }

  @Test("A minimized floating bar with the prominent tab selected shows its circle in the capsule")
  func minimizedSelected() throws {
    let items = try Self.items()
    let request = TabBarLayoutRequest(
      items: items, selectedID: "camera", containerSize: CGSize(width: 390, height: 844), metrics: .floating)
    let layout = TabBarLayoutEngine.minimizedLayout(request)
    let button = try #require(layout.actionButton)
    #expect(button.diameter > 0 && layout.barFrame.contains(button.center))
    let other = TabBarLayoutEngine.minimizedLayout(
      TabBarLayoutRequest(
        items: items, selectedID: "home", containerSize: CGSize(width: 390, height: 844), metrics: .floating))
    #expect(other.actionButton?.diameter == 0)
  }
}

extension CGRect {
  fileprivate var center: CGPoint { CGPoint(x: midX, y: midY) }
}
