/// What the controllers hosting a container's tabs (``TabContentHosting/tabControllers``) do to
/// match a state: which tabs get a hosting controller, which lose theirs, and whose view is in
/// the window.
///
/// A mounted tab has a controller, made when it is first mounted and kept while it stays
/// mounted, so its content keeps its state while away; a tab the mount limit evicted, or one no
/// longer declared, gives its controller up, as a tab bar controller releases a view controller.
/// Only the selected tab's view is in the window.
///
/// Apply it in its order: add, show, then remove, so removing the selected tab never brings a
/// neighbour into the window on its way out.
///
/// ```swift
/// let plan = TabControllerPlan(state: state, hosting: ["home", "old"])
/// plan.added     // ["search"]: mounted, with no controller yet
/// plan.shown     // "search": the selected tab
/// plan.removed   // ["old"]: evicted or no longer declared
/// ```
package struct TabControllerPlan: Sendable, Equatable {
  /// The tabs that get a controller now, in the order of the state's items.
  package let added: [String]
  /// The tab whose view is in the window: the selected one, `nil` without tabs.
  package let shown: String?
  /// The tabs whose controllers go, in the order they were hosted.
  package let removed: [String]
  /// The tabs with a controller once the plan is applied, in the order of the state's items.
  package let hosted: [String]

  /// The plan that takes controllers hosting the tabs `hosting` to `state`.
  ///
  /// - Parameters:
  ///   - state: The container's state.
  ///   - hosting: The tabs that have a controller now, in any order.
  package init(state: TabBarState, hosting: [String]) {
    let existing = Set(hosting)
    let mounted = Set(state.mountedIDs)
    hosted = state.items.tabs.map(\.id).filter(mounted.contains)
    added = hosted.filter { !existing.contains($0) }
    shown = state.selectedID
    removed = hosting.filter { !mounted.contains($0) }
  }
}
