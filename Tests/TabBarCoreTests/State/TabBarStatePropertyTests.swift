import Foundation
import TabBarCore
import Testing

/// Properties of ``TabBarState`` over random event sequences (``RandomEventSequence``); a failure
/// names its case, which `TABBAR_CASE=<case>` replays alone.
@Suite("Tab bar state properties")
struct TabBarStatePropertyTests {
  static let sequences = 10_000

  /// What the sweep saw, so it is known not to be vacuous.
  struct Seen {
    var reselects = 0
    var morePresentations = 0
    var evictions = 0
    var actions = 0
    var hiddenBars = 0
    var partlyRevealedBars = 0
    var overflowingBars = 0
  }

  /// What a property checks of a state after an event (`nil` before the first), or `nil` when
  /// it holds.
  typealias Check = (_ state: TabBarState, _ event: TabBarEvent?, _ effects: [TabBarEffect]?) -> String?

  @Test(
    "The selection is an enabled tab (the first when all are disabled, none without tabs), mounted, under the cap"
  )
  func invariants() {
    sweep(salt: 1) { _ in { state, _, _ in Self.invariantFailure(of: state) } }
  }

  @Test("More's mapping is a bijection between its tabs and the bar's and all tabs; its badge sums its tabs")
  func moreMapping() {
    sweep(salt: 2) { _ in { state, _, _ in Self.mappingFailure(of: state) } }
  }

  @Test("Every decision equals the old core rule: TabSelection, TabMounting, TabBarAdaptation, keyboard")
  func equalsOldRules() {
    sweep(salt: 3) { sequence in
      var reference = OldRulesReference(
        items: sequence.initialItems, selectedID: sequence.initialSelection,
        maximumMounted: sequence.maximumMounted)
      return { state, event, effects in
        guard let event, let effects else { return Self.adaptationFailure(of: state) }
        let old = reference.apply(event, bar: state.bar, direction: state.context.layoutDirection)
        return Self.ruleFailure(state: state, reference: reference, old: old, effects: effects)
          ?? Self.adaptationFailure(of: state)
      }
    }
  }

  @Test(
    "Every mounted tab has one controller, kept while it stays mounted; only the selected one's view is in the window"
  )
  func controllers() {
    var handOffs = 0
    var releases = 0
    sweep(salt: 4) { _ in
      var hosting = ControllerLedger()
      return { state, _, _ in
        let failure = hosting.apply(TabControllerPlan(state: state, hosting: hosting.ids), to: state)
        handOffs += hosting.handOffs
        releases += hosting.releases
        return failure
      }
    }
    if !RandomEventSequence.isReplay {
      #expect(handOffs > 0, "the sweep switched between tabs that kept their controllers")
      #expect(releases > 0, "the sweep released controllers")
    }
  }

  @Test(
    "A page gets a new root when the app's declarations or its own inputs change, or it is shown; never else")
  func roots() {
    var untouched = 0
    sweep(salt: 7) { _ in
      var ledger = RootLedger()
      return { state, event, _ in
        // The first render and new items come with a body of the app, so with new declarations.
        let declarationsChanged =
          switch event {
          case nil, .itemsChanged?: true
          default: false
          }
        let before = ledger.untouchedPages
        let failure = ledger.update(to: state, declarationsChanged: declarationsChanged)
        untouched += ledger.untouchedPages - before
        return failure
      }
    }
    if !RandomEventSequence.isReplay {
      #expect(untouched > 0, "the sweep updated some pages' container without re-rooting them")
    }
  }

  /// Runs ``sequences`` sequences (or the one `TABBAR_CASE` names), each with the check `check`
  /// makes for it, and expects the sweep to have seen every kind of decision.
  private func sweep(salt: UInt64, check: (RandomEventSequence) -> Check) {
    var seen = Seen()
    for seed in RandomEventSequence.sweep(Self.sequences, salt: salt) {
      run(seed, seen: &seen, failure: check(RandomEventSequence(seed: seed)))
    }
    expectNotVacuous(seen)
  }

  /// Runs sequence `seed`, checking `failure` on the first state and after each event; records
  /// the first failure with the case and the events that led to it.
  private func run(
    _ seed: UInt64, seen: inout Seen, failure: Check
  ) {
    var sequence = RandomEventSequence(seed: seed)
    var state = TabBarState(
      items: sequence.initialItems, selectedID: sequence.initialSelection, context: sequence.context,
      maximumMounted: sequence.maximumMounted, reselectHandling: sequence.reselectHandling)
    if let message = failure(state, nil, nil) {
      Issue.record("\(sequence), at the start: \(message)")
      return
    }
    var lastSerial = 0
    for step in 0..<RandomEventSequence.length {
      let before = state
      let event = sequence.nextEvent(for: state)
      let effects = state.send(event)
      tally(effects, state: state, into: &seen)
      var message = failure(state, event, effects)
      for case .reselected(let id, let response?, _) in effects {
        guard let request = state.reselectRequest(for: id), request.serial > lastSerial,
          request.response == response
        else {
          message = message ?? "the reselect request of \(id) is not new"
          break
        }
        lastSerial = request.serial
      }
      if message == nil, effects.isEmpty, !Self.mayChangeSilently(event), before != state {
        message = "the state changed without an effect"
      }
      if let message {
        Issue.record("\(sequence), step \(step), \(event) → \(effects): \(message)")
        return
      }
    }
  }

  /// Events that change the state without asking the views to do anything.
  private static func mayChangeSilently(_ event: TabBarEvent) -> Bool {
    switch event {
    case .chooseBarItem, .chooseTab, .scrubReleased, .shortcut, .arrowKey, .step, .dismissMoreList,
      .activateSearch:
      false
    case .selectionWritten, .itemsChanged, .contextChanged, .hideRequest, .hiderDisappeared, .navigationDepth,
      .interactivePop, .interactivePopEnded:
      true
    }
  }

  private func tally(_ effects: [TabBarEffect], state: TabBarState, into seen: inout Seen) {
    for effect in effects {
      switch effect {
      case .reselected: seen.reselects += 1
      case .presentMoreList: seen.morePresentations += 1
      case .unmounted: seen.evictions += 1
      case .runAction: seen.actions += 1
      case .selectionChanged, .dismissMoreList, .persistSelection: break
      }
    }
    if state.isBarHidden { seen.hiddenBars += 1 }
    if state.barReveal > 0, state.barReveal < 1 { seen.partlyRevealedBars += 1 }
    if state.bar.moreItemID != nil { seen.overflowingBars += 1 }
  }

  private func expectNotVacuous(_ seen: Seen) {
    guard !RandomEventSequence.isReplay else { return }
    #expect(seen.reselects > 0)
    #expect(seen.morePresentations > 0)
    #expect(seen.evictions > 0)
    #expect(seen.actions > 0)
    #expect(seen.hiddenBars > 0)
    #expect(seen.partlyRevealedBars > 0)
    #expect(seen.overflowingBars > 0)
  }
}
