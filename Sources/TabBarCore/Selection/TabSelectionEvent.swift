/// What happened when someone chose an item: the answer of ``TabSelection/select(_:isAtRoot:)``.
///
/// The SwiftUI layer acts on it: animates a change, pops or scrolls on a reselect, runs the
/// action, plays an error haptic (or nothing) on a refusal.
package enum TabSelectionEvent: Sendable, Hashable {
  /// The selection moved from `from` (nil when nothing was selected) to `to`.
  case changed(from: String?, to: String)
  /// The selected tab was chosen again; `response` says what its content should do.
  case reselected(id: String, response: ReselectResponse)
  /// The action item was chosen: run the action. The selection is unchanged.
  case action(id: String)
  /// A disabled tab was chosen: refused, the selection is unchanged.
  case refusedDisabled(id: String)
  /// The id is not among the items: ignored, the selection is unchanged.
  case refusedUnknown(id: String)

  /// Whether the selection changed.
  package var changesSelection: Bool {
    if case .changed = self { return true }
    return false
  }
}
