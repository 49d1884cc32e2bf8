import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

/// `customizationBehavior(_:for:)` as Apple means it: `.automatic` hides and moves, `.reorderable`
/// moves and never hides, `.disabled` neither, each in the placements named.
@Suite("Customization behaviour: what a person may change about a tab, placement by placement")
struct EditAllowanceTests {
  /// Home, Radio, Podcasts, Library, Settings: all customizable, with `allowances` as given.
  static func declared(_ allowances: [TabVisibilityPlacement: [String: TabEditAllowance]]) throws
    -> DeclaredTabs
  {
    let ids = ["home", "radio", "podcasts", "library", "settings"]
    return try DeclaredTabs(
      items: TabItems(ids.map { TabItem(id: $0, title: $0, symbol: "circle") }), editAllowances: allowances)
  }

  @Test("Automatic hides and moves; reorderable only moves; disabled does neither")
  func rules() {
    #expect(TabEditAllowance.allCases.map(\.allowsHiding) == [true, false, false])
    #expect(TabEditAllowance.allCases.map(\.allowsMoving) == [true, true, false])
    for a in TabEditAllowance.allCases {
      for b in TabEditAllowance.allCases {
        let both = a.restricted(by: b)
        #expect(both == b.restricted(by: a))
        #expect(both.allowsHiding == (a.allowsHiding && b.allowsHiding))
        #expect(both.allowsMoving == (a.allowsMoving && b.allowsMoving))
      }
    }
  }

  @Test("Disabled in the sidebar: no hide toggle, no reorder handle, and other rows move around it")
  func disabledInSidebar() throws {
    let declared = try Self.declared([.sidebar: ["home": .disabled]])
    let rows = TabBarArrangement(declared: declared).sidebar(editing: true).flatMap(\.rows)
    let home = try #require(rows.first { $0.id == "home" })
    #expect(!home.canHide && !home.canMove)
    #expect(rows.filter { $0.id != "home" }.allSatisfy { $0.canHide && $0.canMove })
    var customization = TabBarCustomization()
    customization.move(fromOffsets: [0], toOffset: 3, among: declared.customizableIDs, in: declared)
    #expect(
      customization.order == ["home", "radio", "podcasts", "library", "settings"], "home does not move")
    customization.move(fromOffsets: [3], toOffset: 0, among: declared.customizableIDs, in: declared)
    #expect(
      customization.order == ["home", "library", "radio", "podcasts", "settings"], "it keeps its place")
    #expect(!(customization.setHidden(true, for: "home", in: declared) as Bool))
    // The bar was not named: there home is hidden and moved as any tab.
    #expect(customization.canHide("home", from: .tabBar, in: declared))
    customization.move(
      fromOffsets: [0], toOffset: 5, among: customization.order, in: declared, placement: .tabBar)
    #expect(customization.order.last == "home")
  }

  @Test(
    "Reorderable in the bar only: kept in the bar, hidden from the sidebar (and so everywhere) as any tab")
  func reorderableInBarOnly() throws {
    let declared = try Self.declared([.tabBar: ["radio": .reorderable]])
    var customization = TabBarCustomization()
    #expect(!customization.canHide("radio", from: .tabBar, in: declared))
    #expect(!(customization.setVisibility(.hidden, of: "radio", for: .tabBar, in: declared) as Bool))
    customization.move(
      fromOffsets: [1], toOffset: 0, among: customization.merged(with: declared).order, in: declared,
      placement: .tabBar)
    #expect(customization.order.first == "radio", "it moves")
    #expect(customization.setHidden(true, for: "radio", in: declared) as Bool)
    #expect(customization.visibility(of: "radio", for: .tabBar, in: declared) == .hidden)
  }

  @Test(
    "A stored choice a behaviour forbids is dropped; a default hiding it is ignored where it may not hide")
  func storedAndDefaults() throws {
    let items = try TabItems(["a", "b", "c"].map { TabItem(id: $0, title: $0, symbol: "circle") })
    let declared = try DeclaredTabs(
      items: items, editAllowances: [.tabBar: ["a": .disabled], .sidebar: ["b": .reorderable]],
      hiddenByDefault: [.tabBar: ["a", "b"], .sidebar: ["b", "c"]])
    #expect(declared.hiddenByDefault == [.tabBar: ["b"], .sidebar: ["c"]])
    var stored = TabBarCustomization()
    stored.setVisibility(.hidden, of: "a", for: .sidebar, in: declared)
    let fitted = TabBarCustomization(order: ["c", "b", "a"], hiddenIDs: ["a", "b"]).merged(with: declared)
    #expect(fitted.hiddenIDs == ["a"], "b may not be hidden from the sidebar; a may")
    #expect(stored.isHidden("a"))
  }

  @Test(
    "unhideableIDs is reorderable everywhere; with an allowance the stricter wins; unknown ids are ignored")
  func unhideableAndStricter() throws {
    let items = try TabItems(["a", "b"].map { TabItem(id: $0, title: $0, symbol: "circle") })
    let declared = try DeclaredTabs(
      items: items, unhideableIDs: ["a", "b", "ghost"],
      editAllowances: [.sidebar: ["b": .disabled, "ghost": .disabled], .tabBar: ["a": .automatic]])
    for placement in TabVisibilityPlacement.allCases {
      #expect(declared.allowance(of: "a", in: placement) == .reorderable)
    }
    #expect(declared.allowance(of: "b", in: .sidebar) == .disabled)
    #expect(declared.allowance(of: "b", in: .tabBar) == .reorderable)
    #expect(declared.allowance(of: "ghost", in: .sidebar) == .automatic)
    #expect(declared.unhideableIDs == ["a", "b"])
  }

  @Test("Over random declarations and drags, a disabled tab keeps its place; the order stays every tab once")
  func disabledKeepsItsPlace() throws {
    let ids = (0..<8).map { "t\($0)" }
    var fixedChecks = 0
    for seed in OrganizationFixtures.seeds(500, salt: 41) {
      var random = SeededGenerator(seed: seed)
      let placement = TabVisibilityPlacement.allCases.randomElement(using: &random) ?? .sidebar
      var byID: [String: TabEditAllowance] = [:]
      for id in ids where Int.random(in: 0..<4, using: &random) == 0 {
        byID[id] = TabEditAllowance.allCases.randomElement(using: &random)
      }
      let declared = try DeclaredTabs(
        items: TabItems(ids.map { TabItem(id: $0, title: $0, symbol: "circle") }),
        editAllowances: [placement: byID])
      var customization = TabBarCustomization(order: ids.shuffled(using: &random))
      for _ in 0..<6 {
        let before = customization.merged(with: declared).order
        let rows = before.filter { _ in Int.random(in: 0..<5, using: &random) != 0 }
        let offsets = IndexSet((0..<2).map { _ in Int.random(in: 0...max(rows.count, 1), using: &random) })
        let destination = Int.random(in: -1...(rows.count + 1), using: &random)
        customization.move(
          fromOffsets: offsets, toOffset: destination, among: rows, in: declared, placement: placement)
        #expect(customization.order.sorted() == ids, "case \(seed): \(customization.order)")
        for id in rows where !declared.allowance(of: id, in: placement).allowsMoving {
          fixedChecks += 1
          #expect(
            customization.order.firstIndex(of: id) == before.firstIndex(of: id),
            "case \(seed): \(id) moved from \(before) to \(customization.order) with \(Array(offsets)) → \(destination)"
          )
        }
      }
    }
    if ProcessInfo.processInfo.environment["TABBAR_CASE"] == nil {
      #expect(fixedChecks > 100, "the sweep dragged around disabled tabs")
    }
  }
}
