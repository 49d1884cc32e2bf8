import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

@testable import TabBarCore

/// `hidden(_:)`: a tab the app hides leaves the bar, the sidebar, the numbering and the
/// selection until it is shown again, while the person's arrangement and its content stay.
@Suite("Tabs the app hides")
struct HiddenTabTests {
  /// The placed music app (``OrganizationFixtures/placed(libraryPlacement:hiddenByDefault:)``)
  /// with `hidden` hidden by the app.
  static func placed(hiding hidden: Set<String>) throws -> DeclaredTabs {
    let declared = try OrganizationFixtures.placed()
    return try DeclaredTabs(
      items: declared.items, sections: declared.sections, unhideableIDs: declared.unhideableIDs,
      hiddenIDs: hidden)
  }

  @Test("A hidden tab is neither laid out in the bar nor listed in the sidebar, even in edit mode")
  func leavesBarAndSidebar() throws {
    let arrangement = TabBarArrangement(declared: try Self.placed(hiding: ["albums", "downloads", "search"]))
    for items in [arrangement.barItems, arrangement.presentedItems, arrangement.shownTabs] {
      #expect(!items.all.map(\.id).contains("albums"))
      #expect(!items.all.map(\.id).contains("downloads"))
      #expect(items.searchIndex == nil)
    }
    for editing in [false, true] {
      let rows = arrangement.sidebar(editing: editing).flatMap(\.rows).map(\.id)
      #expect(rows == ["home", "radio", "settings", "recent", "artists"])
    }
  }

  @Test("A hidden tab is not counted in the tabs' positions")
  func notCounted() throws {
    let items = TabBarArrangement(declared: try Self.placed(hiding: ["radio"])).barItems
    let values = items.accessibility(selectedID: "home").filter { !$0.isAction }.map(\.value)
    #expect(values.first == "Tab, 1 of \(items.tabs.count)")
    #expect(items.accessibility(selectedID: "home").map(\.label).contains("Radio") == false)
  }

  @Test("A section whose tabs are all hidden leaves the sidebar and the bar, entry and all")
  func emptiedSection() throws {
    let library = try Self.placed(hiding: ["recent", "albums", "artists"])
    let arrangement = TabBarArrangement(declared: library)
    #expect(arrangement.sidebar(editing: true).allSatisfy { $0.sectionID != "library" })
    let entry = try OrganizationFixtures.placed(libraryPlacement: .sectionEntry)
    let hiddenEntry = try DeclaredTabs(
      items: entry.items, sections: entry.sections, hiddenIDs: ["recent", "albums", "artists"])
    #expect(!TabBarArrangement(declared: hiddenEntry).barItems.all.map(\.id).contains("library"))
  }

  @Test("The selection falls back to the first shown tab and comes back when the tab is shown again")
  func selectionFallsBackAndReturns() throws {
    let context = TabBarContext(platform: .iPad, sizeClass: .regular, containerWidth: 1024)
    func inputs(hiding hidden: Set<String>) throws -> TabBarInputs {
      let declared = try Self.placed(hiding: hidden)
      return TabBarInputs(
        items: TabBarArrangement(declared: declared).presentedItems, selectedID: "radio", context: context,
        hiddenTabIDs: declared.hiddenIDs)
    }
    var state = TabBarState(inputs: try inputs(hiding: []))
    #expect(state.selectedID == "radio")
    state.reconcile(with: try inputs(hiding: ["radio"]))
    #expect(state.selectedID == "home")
    state.reconcile(with: try inputs(hiding: []))
    #expect(state.selectedID == "radio")
  }

  @Test("The app's binding keeps a hidden tab's value; a removed or disabled tab's is corrected")
  func bindingKeepsHiddenSelection() throws {
    let declared = try Self.placed(hiding: ["radio"])
    #expect(declared.keepsAppSelection("radio"))
    #expect(!declared.keepsAppSelection("home"))
    #expect(!declared.keepsAppSelection("ghost"))
    #expect(!declared.keepsAppSelection(nil))
    #expect(!declared.keepsAppSelection("new"))  // the action is never hidden as a tab
  }

  @Test("A hidden tab's content stays mounted and is mounted when shown again")
  func contentSurvives() throws {
    let context = TabBarContext(platform: .iPad, sizeClass: .regular, containerWidth: 1024)
    let shown = TabBarArrangement(declared: try Self.placed(hiding: [])).presentedItems
    let hiding = try Self.placed(hiding: ["radio"])
    var state = TabBarState(inputs: TabBarInputs(items: shown, selectedID: "radio", context: context))
    state.reconcile(with: TabBarInputs(items: shown, selectedID: "home", context: context))
    let effects = state.reconcile(
      with: TabBarInputs(
        items: TabBarArrangement(declared: hiding).presentedItems, selectedID: "home", context: context,
        hiddenTabIDs: hiding.hiddenIDs))
    #expect(state.isMounted("radio"))
    #expect(!effects.contains { if case .unmounted = $0 { true } else { false } })
    // Removed for good (neither declared nor hidden), it unmounts.
    state.reconcile(
      with: TabBarInputs(
        items: TabBarArrangement(declared: hiding).presentedItems, selectedID: "home", context: context))
    #expect(!state.isMounted("radio"))
  }

  @Test("The person's order and choices for a hidden tab are kept, and restored when it is shown")
  func customizationUnaffected() throws {
    let visible = try Self.placed(hiding: [])
    var customization = TabBarCustomization()
    customization.setVisibility(.hidden, of: "radio", for: .tabBar, in: visible)
    let radioFirst = ["artists"] + customization.merged(with: visible).order.filter { $0 != "artists" }
    customization.order = radioFirst
    let hidden = try Self.placed(hiding: ["artists"])
    let whileHidden = TabBarArrangement(declared: hidden, customization: customization)
    #expect(
      whileHidden.customization.order
        == TabBarArrangement(declared: visible, customization: customization).customization.order)
    #expect(whileHidden.customization.order.first == "artists")
    let shownAgain = TabBarArrangement(declared: visible, customization: customization)
    #expect(
      shownAgain.sidebar(editing: false).first { $0.sectionID == "library" }?.rows.first?.id == "artists")
    #expect(!shownAgain.barItems.all.map(\.id).contains("radio"))
  }

  @Test("A restored selection of a hidden tab falls back to the first shown tab")
  func restoration() throws {
    let arrangement = TabBarArrangement(declared: try Self.placed(hiding: ["radio"]))
    #expect(TabBarRestoration(selectedID: "radio").restoredSelectionID(in: arrangement) == "home")
  }

  @Test("Edit mode never offers to hide the last tab the app still shows")
  func lastShownTab() throws {
    let items = try TabItems([
      TabItem(id: "a", title: "A", symbol: "a.circle"), TabItem(id: "b", title: "B", symbol: "b.circle"),
    ])
    let declared = try DeclaredTabs(items: items, hiddenIDs: ["b"])
    #expect(!TabBarCustomization().canHide("a", in: declared))
    #expect(
      TabBarArrangement(declared: declared).sidebar(editing: true).flatMap(\.rows).map(\.canHide) == [false])
  }

  @Test("Over random declarations, hiding tabs removes exactly them and keeps the person's order")
  func property() throws {
    for seed in OrganizationFixtures.seeds(200, salt: 71) {
      var random = SeededGenerator(seed: seed)
      let base = RandomPlacedDeclaration(seed: seed).declared
      let hidden = Set(base.items.tabs.map(\.id).filter { _ in Bool.random(using: &random) })
      let declared = try DeclaredTabs(
        items: base.items, sections: base.sections, unhideableIDs: base.unhideableIDs,
        hiddenByDefault: base.hiddenByDefault, hiddenIDs: hidden)
      let without = TabBarArrangement(declared: base)
      let with = TabBarArrangement(declared: declared)
      let context = "case \(seed), hidden \(hidden.sorted())"
      #expect(with.customization.order == without.customization.order, "\(context)")
      #expect(
        with.shownTabs.all.map(\.id) == without.shownTabs.all.map(\.id).filter { !hidden.contains($0) },
        "\(context)")
      for editing in [false, true] {
        let rows = with.sidebar(editing: editing).flatMap(\.rows).map(\.id)
        let expected = without.sidebar(editing: editing).flatMap(\.rows).map(\.id).filter {
          !hidden.contains($0)
        }
        #expect(rows == expected, "\(context), editing \(editing)")
      }
      #expect(with.presentedItems.all.allSatisfy { !hidden.contains($0.id) }, "\(context)")
    }
  }
}
