extension TabBarState {
  /// The latest request to activate the search field of tab `id`, a serial that grows with each
  /// request across the state, or `nil` when none was made; the tab's searchable content
  /// activates its field when the serial changes.
  ///
  /// A request is made when the person chooses the search tab under
  /// ``TabBarSearchActivation/searchTabSelection``, and by Command-F
  /// (``TabBarEvent/activateSearch``) whatever the activation; never when the app writes its
  /// binding.
  ///
  /// ```swift
  /// state.send(.chooseTab(id: "search"))      // with .searchTabSelection
  /// state.searchActivationRequest(for: "search")  // 1
  /// ```
  ///
  /// - Parameter id: A tab's id.
  package func searchActivationRequest(for id: String) -> Int? { records[id]?.searchActivationRequest }

  /// Command-F: the search tab is chosen (or chosen again) and its field activated; nothing
  /// without an enabled search tab.
  mutating func activateSearch() -> [TabBarEffect] {
    guard let id = enabledSearchTabID else { return [] }
    let effects = chooseWithoutActivating(id)
    requestSearchActivation(of: id)
    return effects
  }

  /// Records a request to activate tab `id`'s search field, when the person chose the search
  /// tab (`chosen`, with the choice's `effects`) and the activation asks for it.
  mutating func activateSearchIfChosen(_ chosen: String, effects: [TabBarEffect]) {
    guard searchActivation == .searchTabSelection, !effects.isEmpty,
      let index = items.searchIndex, items.all[index].id == chosen
    else { return }
    requestSearchActivation(of: chosen)
  }

  /// The tab Command-F chooses (``TabItems/tabIndex(forCommandKey:)``), when it is enabled: the
  /// key command is listed, and ``TabBarEvent/activateSearch`` acts, only then.
  var enabledSearchTabID: String? {
    guard let index = items.tabIndex(forCommandKey: TabItems.searchCommandKey), items.all[index].isEnabled
    else { return nil }
    return items.all[index].id
  }

  /// A new activation request for tab `id`.
  private mutating func requestSearchActivation(of id: String) {
    searchActivationSerial += 1
    records[id, default: TabRecord()].searchActivationRequest = searchActivationSerial
  }
}
