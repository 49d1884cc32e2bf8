/// What the views do after an event, returned by ``TabBarState/send(_:)``.
///
/// ```swift
/// for effect in state.send(.chooseBarItem(at: index)) {
///   switch effect {
///   case .selectionChanged(_, let id): binding = value(of: id); playSelectionHaptic()
///   case .reselected(let id, _, let notifiesApp):
///     binding = value(of: id)  // the same value, as the system's TabView writes it
///     if notifiesApp { onReselect(value(of: id)) }
///   case .runAction: action()
///   case .persistSelection(let id): sceneStorage = TabBarRestoration(selectedID: id).rawValue
///   case .presentMoreList, .dismissMoreList, .unmounted: break  // read from the state
///   }
/// }
/// ```
package enum TabBarEffect: Sendable, Hashable {
  /// The user chose another tab: write the binding and play the selection haptic.
  case selectionChanged(from: String?, to: String)
  /// The user chose the selected tab again: write the binding with the same value; call the app's
  /// handler when `notifiesApp`; `response` is the built-in response recorded in
  /// ``TabBarState/reselectRequest(for:)``, or `nil` when the app replaced it.
  case reselected(id: String, response: ReselectResponse?, notifiesApp: Bool)
  /// The action item was chosen: run the app's action. The selection does not change.
  case runAction(id: String)
  /// The More list opens (``TabBarState/isMoreListPresented``).
  case presentMoreList
  /// The More list closes.
  case dismissMoreList
  /// These tabs' content is released (evicted past the mounting cap, or removed).
  case unmounted(ids: [String])
  /// The selection, or the tabs it is restored among, changed while the state keeps its
  /// selection for relaunch (``TabBarState/persistsSelection``): store `id` (a
  /// ``TabBarRestoration``), so the next launch opens on it. One per event or reconcile, last.
  case persistSelection(id: String?)
}
