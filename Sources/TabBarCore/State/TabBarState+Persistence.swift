import Foundation

/// The part of a state a relaunch restores: the selected id among the items.
struct PersistedPart: Equatable {
  let selectedID: String?
  let items: TabItems
}

extension TabBarState {
  /// What a relaunch restores of this state.
  var persistedPart: PersistedPart { PersistedPart(selectedID: selectedID, items: items) }

  /// ``TabBarEffect/persistSelection(id:)`` when the state keeps its selection and it (or the
  /// items it is restored among) differs from `before`; `nil` counts as a change.
  func persisting(since before: PersistedPart?) -> [TabBarEffect] {
    guard persistsSelection, before != persistedPart else { return [] }
    return [.persistSelection(id: selectedID)]
  }
}
