import TabBarCore

/// Hosting controllers as a container keeps them while it applies ``TabControllerPlan``s, each
/// controller a serial, so a property sees which tab kept its controller and whose view is shown.
struct ControllerLedger {
  /// Each hosted tab's controller.
  private var controllers: [String: Int] = [:]
  /// The content identity each hosted tab had at the last apply.
  private var generations: [String: Int] = [:]
  private var shown: String?
  private var serials = 0
  /// Whether the last apply switched away from a tab that kept its controller (0 or 1).
  private(set) var handOffs = 0
  /// How many controllers the last apply released.
  private(set) var releases = 0

  /// The hosted tabs.
  var ids: [String] { controllers.keys.sorted() }

  /// The serial of tab `id`'s controller, `nil` when it has none.
  func controller(of id: String) -> Int? { controllers[id] }

  /// Applies `plan`, made for `state` from ``ids``, and says why it broke the rules, or `nil`:
  /// it adds only tabs without a controller and removes only tabs with one; afterwards the
  /// mounted tabs, and only they, have a controller, in the items' order; the selected tab's
  /// view is shown; and a tab whose content kept its identity kept its controller.
  mutating func apply(_ plan: TabControllerPlan, to state: TabBarState) -> String? {
    if let id = plan.added.first(where: { controllers[$0] != nil }) { return "\(id) got a second controller" }
    if let id = plan.removed.first(where: { controllers[$0] == nil }) {
      return "\(id) had no controller to remove"
    }
    for id in plan.added {
      serials += 1
      controllers[id] = serials
    }
    let before = shown
    shown = plan.shown
    for id in plan.removed { controllers[id] = nil }
    releases = plan.removed.count
    handOffs = before != nil && before != shown && before.flatMap { controllers[$0] } != nil ? 1 : 0
    return hostingFailure(plan, state: state) ?? continuityFailure(plan, state: state)
  }

  /// Why the controllers after `plan` differ from what `state` mounts and selects, or `nil`.
  private func hostingFailure(_ plan: TabControllerPlan, state: TabBarState) -> String? {
    if Set(controllers.keys) != Set(state.mountedIDs) {
      return "controllers for \(ids), mounted \(state.mountedIDs)"
    }
    if plan.hosted != state.items.tabs.map(\.id).filter({ controllers[$0] != nil }) {
      return "hosted \(plan.hosted) out of the items' order"
    }
    if shown != state.selectedID {
      return "shows \(String(describing: shown)), selected \(String(describing: state.selectedID))"
    }
    return nil
  }

  /// Why a tab whose content kept its identity lost its controller, or `nil`; records the
  /// identities for the next apply.
  private mutating func continuityFailure(_ plan: TabControllerPlan, state: TabBarState) -> String? {
    let churned = Set(plan.added + plan.removed)
    let kept = generations.first { id, generation in
      state.mountGeneration(of: id) == generation && churned.contains(id)
    }
    generations = controllers.keys.reduce(into: [:]) { identities, id in
      identities[id] = state.mountGeneration(of: id)
    }
    return kept.map { "\($0.key) lost its controller while mounted" }
  }
}
