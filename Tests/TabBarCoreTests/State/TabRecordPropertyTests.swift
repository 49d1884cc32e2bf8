import Foundation
import TabBarCore
import Testing

/// The per-tab record cannot diverge: over random event sequences (``RandomEventSequence``), a
/// tab whose content is released (evicted past the cap, or removed from the items) loses every
/// fact at once, and a tab that is not mounted knows nothing; a failure names its case, which
/// `TABBAR_CASE=<case>` replays alone.
@Suite("Tab bar state: one record per tab")
struct TabRecordPropertyTests {
  static let sequences = 1_000

  /// What the sweep saw, so it is known not to be vacuous.
  struct Seen {
    /// Releases of a tab that knew something: a pushed screen, a hidden bar, a reselect request.
    var releasesWithFacts = 0
    /// Of those, releases by removal from the items.
    var removalsWithFacts = 0
    /// Probes of tabs that are not mounted.
    var unmountedProbes = 0
  }

  @Test("A released tab, evicted or removed, comes back knowing nothing; a tab not mounted knows nothing")
  func releasedTabsKnowNothing() {
    var seen = Seen()
    for seed in RandomEventSequence.sweep(Self.sequences, salt: 11) {
      if let failure = Self.run(seed, seen: &seen) {
        Issue.record("\(failure)")
        break
      }
    }
    guard !RandomEventSequence.isReplay else { return }
    #expect(seen.releasesWithFacts > 0, "the sweep released tabs that knew something")
    #expect(seen.removalsWithFacts > 0, "the sweep removed tabs that knew something")
    #expect(seen.unmountedProbes > 0, "the sweep probed tabs that were not mounted")
  }

  /// Runs sequence `seed` and returns its first failure.
  private static func run(_ seed: UInt64, seen: inout Seen) -> String? {
    var sequence = RandomEventSequence(seed: seed)
    var state = TabBarState(
      items: sequence.initialItems, selectedID: sequence.initialSelection, context: sequence.context,
      maximumMounted: sequence.maximumMounted, reselectHandling: sequence.reselectHandling)
    for step in 0..<RandomEventSequence.length {
      let before = state
      let event = sequence.nextEvent(for: state)
      let effects = state.send(event)
      let released = effects.flatMap { effect -> [String] in
        if case .unmounted(let ids) = effect { return ids }
        return []
      }
      for id in released {
        if let facts = facts(of: id, in: before), facts.knowsSomething {
          seen.releasesWithFacts += 1
          if !state.items.tabs.contains(where: { $0.id == id }) { seen.removalsWithFacts += 1 }
        }
      }
      for id in RandomEventSequence.idPool where !state.isMounted(id) {
        guard let facts = facts(of: id, in: state) else { continue }
        seen.unmountedProbes += 1
        if facts.knowsSomething {
          return "\(sequence), step \(step), \(event) → \(effects): \(id), not mounted, knows \(facts)"
        }
        if let previous = before.mountGeneration(of: id), let now = facts.generation, now <= previous {
          return "\(sequence), step \(step): \(id) comes back with generation \(now), not above \(previous)"
        }
      }
    }
    return nil
  }

  /// What tab `id` knows in `state`, read as a view would see it once the tab is declared
  /// (again, if it was removed), enabled and selected by the app's binding, which adds nothing
  /// to what it knows; `nil` when it cannot be declared.
  private static func facts(of id: String, in state: TabBarState) -> Facts? {
    var probe = state
    var list = probe.items.all
    if let index = list.firstIndex(where: { $0.id == id }) {
      guard list[index].role == .tab else { return nil }
      list[index].isEnabled = true
    } else {
      list.append(TabItem(id: id, title: id, symbol: "circle"))
    }
    guard let items = try? TabItems(list) else { return nil }
    probe.send(.itemsChanged(items))
    probe.send(.selectionWritten(id: id))
    guard probe.selectedID == id else { return nil }
    return Facts(
      isAtRoot: probe.selectedTabIsAtRoot, isBarHidden: probe.isBarHidden, barReveal: probe.barReveal,
      hasReselectRequest: probe.reselectRequest(for: id) != nil,
      hasSearchActivation: probe.searchActivationRequest(for: id) != nil,
      generation: probe.mountGeneration(of: id))
  }

  /// What a tab's content sees of its own record.
  struct Facts: CustomStringConvertible {
    let isAtRoot: Bool
    let isBarHidden: Bool
    let barReveal: Double
    let hasReselectRequest: Bool
    let hasSearchActivation: Bool
    let generation: Int?

    /// Whether the record holds anything a fresh tab would not.
    var knowsSomething: Bool {
      !isAtRoot || isBarHidden || barReveal != 1 || hasReselectRequest || hasSearchActivation
    }

    var description: String {
      "root \(isAtRoot), hidden \(isBarHidden), reveal \(barReveal), reselect \(hasReselectRequest), "
        + "search \(hasSearchActivation)"
    }
  }
}
