import Foundation
import TabBarCore
import Testing

/// A container that keeps its selection for relaunch is told to store it whenever it, or the tabs
/// it is restored among, changes, and only then; what it stores restores the same tab.
@Suite("Tab bar state persistence")
struct TabBarStatePersistenceTests {
  /// What of the tabs a relaunch restores among: ids, whether enabled, placements (a new title
  /// or badge stores nothing new).
  static func restorable(_ items: TabItems) -> [String] {
    items.tabs.map { "\($0.id) \($0.isEnabled) \($0.placement)" }
  }

  /// The persist effects of `effects`.
  static func persisted(_ effects: [TabBarEffect]) -> [String?] {
    effects.compactMap { effect in
      if case .persistSelection(let id) = effect { return .some(id) }
      return nil
    }
  }

  @Test(
    "Over random event sequences: one persist effect, last, exactly when the selection or the restorable tabs changed"
  )
  func persistsExactlyOnChange() {
    var persists = 0
    var silentChanges = 0
    for seed in RandomEventSequence.sweep(5_000, salt: 21) {
      var sequence = RandomEventSequence(seed: seed)
      let keeps = seed % 4 != 0
      var state = TabBarState(
        items: sequence.initialItems, selectedID: sequence.initialSelection, context: sequence.context,
        maximumMounted: sequence.maximumMounted, reselectHandling: sequence.reselectHandling,
        persistsSelection: keeps)
      for step in 0..<RandomEventSequence.length {
        let before = (state.selectedID, Self.restorable(state.items))
        let event = sequence.nextEvent(for: state)
        let effects = state.send(event)
        let changed = before.0 != state.selectedID || before.1 != Self.restorable(state.items)
        let stored = Self.persisted(effects)
        let expected: [String?] = keeps && changed ? [state.selectedID] : []
        guard stored == expected, stored.isEmpty || effects.last == .persistSelection(id: state.selectedID)
        else {
          Issue.record("\(sequence), step \(step), \(event) → \(effects): expected to persist \(expected)")
          break
        }
        persists += stored.count
        if !keeps, changed { silentChanges += 1 }
      }
    }
    if !RandomEventSequence.isReplay {
      #expect(persists > 5_000, "the sweep persisted selections")
      #expect(silentChanges > 1_000, "the sweep changed selections of containers that keep none")
    }
  }

  @Test("Reconciling: the app's write and new items persist once; turning persistence on persists at once")
  func reconcilePersistsOnce() throws {
    let items = try TabItems(["a", "b", "c"].map { TabItem(id: $0, title: $0, symbol: "circle") })
    let context = TabBarContext(platform: .iPhone, containerWidth: 390)
    var inputs = TabBarInputs(items: items, selectedID: "a", context: context, persistsSelection: true)
    var state = TabBarState(inputs: inputs)
    #expect(state.reconcile(with: inputs).isEmpty)
    inputs.selectedID = "b"
    #expect(Self.persisted(state.reconcile(with: inputs)) == ["b"])
    inputs.items = try TabItems(["c", "b"].map { TabItem(id: $0, title: $0, symbol: "circle") })
    inputs.selectedID = "c"
    #expect(Self.persisted(state.reconcile(with: inputs)) == ["c"])
    inputs.persistsSelection = false
    inputs.selectedID = "b"
    #expect(Self.persisted(state.reconcile(with: inputs)).isEmpty)
    inputs.persistsSelection = true
    #expect(Self.persisted(state.reconcile(with: inputs)) == ["b"])
  }

  @Test("What is persisted restores the same tab")
  func roundTrip() throws {
    let items = try TabItems(
      ["home", "search", "profile"].map { TabItem(id: $0, title: $0, symbol: "circle") })
    var state = TabBarState(
      items: items, selectedID: "home", context: TabBarContext(platform: .iPhone, containerWidth: 390),
      persistsSelection: true)
    let effects = state.send(.chooseTab(id: "profile"))
    let id = try #require(Self.persisted(effects).first)
    let stored = TabBarRestoration(selectedID: id).rawValue
    let declared = try DeclaredTabs(items: items)
    let arrangement = TabBarArrangement(declared: declared, customization: TabBarCustomization())
    #expect(TabBarRestoration(rawValue: stored)?.restoredSelectionID(in: arrangement) == "profile")
  }
}
