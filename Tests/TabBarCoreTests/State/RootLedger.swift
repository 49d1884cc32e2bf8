import TabBarCore

/// The roots of the pages a container hosts as it applies ``TabPageRoots`` updates: what of the
/// state each page's root was made from, so a property sees that no page is left stale where it
/// is seen and that none is re-rooted for nothing.
struct RootLedger {
  /// What of the state a root is made from: the content's identity and the latest reselect.
  private struct Made: Equatable {
    let generation: Int?
    let reselect: TabReselectRequest?
  }

  private var roots = TabPageRoots()
  private var hosting: [String] = []
  private var made: [String: Made] = [:]
  /// Updates that left a hosted page's root as it was: what makes the sweep say something.
  private(set) var untouchedPages = 0

  /// Applies the update for `state`, and says why it broke the rules, or `nil`: with new
  /// declarations every page is re-rooted; otherwise the shown page is, and each other page is
  /// re-rooted exactly when what its root is made from changed.
  mutating func update(to state: TabBarState, declarationsChanged: Bool) -> String? {
    let plan = TabControllerPlan(state: state, hosting: hosting)
    let update = roots.update(
      applying: plan, to: state, declarationsChanged: declarationsChanged, readsScrollOffsets: false)
    hosting = plan.hosted
    let now = Dictionary(
      uniqueKeysWithValues: plan.hosted.map {
        ($0, Made(generation: state.mountGeneration(of: $0), reselect: state.reselectRequest(for: $0)))
      })
    defer {
      made = now
      untouchedPages += plan.hosted.count - update.rooted.count
    }
    if update.rooted != plan.hosted.filter(update.rooted.contains) {
      return "rooted \(update.rooted) is not a part of hosted \(plan.hosted) in its order"
    }
    if let shown = plan.shown, !update.rooted.contains(shown) { return "the shown \(shown) kept an old root" }
    if declarationsChanged, update.rooted != plan.hosted { return "new declarations left a page's root" }
    for id in plan.hosted where id != plan.shown && !declarationsChanged {
      let changed = made[id] != now[id]
      if changed != update.rooted.contains(id) {
        return changed ? "\(id) kept a stale root" : "\(id) was re-rooted with nothing changed"
      }
    }
    return nil
  }
}
