import Foundation

/// The part of a state a relaunch restores: the selected id among the tabs it can be restored
/// to (their ids, placements and whether they are enabled; not titles or badges, whose changes
/// would only rewrite the same stored text).
struct PersistedPart: Equatable {
  let selectedID: String?
  let tabs: [Tab]

  /// What of a tab decides whether it can be restored.
  struct Tab: Equatable {
    let id: String
    let isEnabled: Bool
    let placement: TabBarTabPlacement
  }
}

extension TabBarState {
  /// What a relaunch restores of this state.
  var persistedPart: PersistedPart {
    PersistedPart(
      selectedID: selectedID,
      tabs: items.tabs.map { PersistedPart.Tab(id: $0.id, isEnabled: $0.isEnabled, placement: $0.placement) })
  }

  /// ``TabBarEffect/persistSelection(id:)`` when the state keeps its selection and it (or the
  /// items it is restored among) differs from `before`; `nil` counts as a change.
  func persisting(since before: PersistedPart?) -> [TabBarEffect] {
    guard persistsSelection, before != persistedPart else { return [] }
    return [.persistSelection(id: selectedID)]
  }
}
