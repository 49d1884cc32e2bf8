extension TabBarState {
  /// Applies `event` and returns what the views must do.
  ///
  /// Choosing a disabled or unknown tab, a bar index outside the bar, a shortcut digit without a
  /// tab, or an arrow key with nowhere to go changes nothing and returns no effect.
  ///
  /// ```swift
  /// state.send(.chooseTab(id: "search"))  // [.selectionChanged(from: "home", to: "search")]
  /// state.send(.chooseTab(id: "search"))  // [.reselected(id: "search", response: .scrollToTop, notifiesApp: false)]
  /// ```
  ///
  /// - Parameter event: What happened.
  /// - Returns: The effects, in the order the views apply them.
  @discardableResult
  package mutating func send(_ event: TabBarEvent) -> [TabBarEffect] {
    // Events come once a frame during a back swipe: a state that keeps nothing compares nothing.
    guard persistsSelection else { return apply(event) }
    let before = persistedPart
    return apply(event) + persisting(since: before)
  }

  /// Applies `event` without the persisting effect.
  mutating func apply(_ event: TabBarEvent) -> [TabBarEffect] {
    switch event {
    case .chooseBarItem(let barIndex): return chooseBarItem(at: barIndex)
    case .chooseTab(let id), .scrubReleased(let id): return choose(id)
    case .shortcut(let digit):
      guard let index = items.tabIndex(forShortcutDigit: digit) else { return [] }
      return choose(items.all[index].id)
    case .arrowKey(let key):
      guard let event = selection.handle(key, in: context.layoutDirection) else { return [] }
      return effects(of: event)
    case .selectionWritten(let id): return followWrittenSelection(id)
    case .itemsChanged(let newItems): return updateItems(newItems)
    case .contextChanged(let newContext): return updateContext(newContext)
    case .hideRequest(let tabID, let requesterID, let hides, let depth):
      updateReport(of: tabID) { $0.requestHiding(by: requesterID, hides: hides, depth: depth) }
      return []
    case .hiderDisappeared(let tabID, let requesterID):
      if tabID == selectedID {
        updateReport(of: tabID) { $0.requestHiding(by: requesterID, hides: false, depth: 0) }
      }
      return []
    case .navigationDepth(let tabID, let depth):
      updateReport(of: tabID) { $0.report(depth: depth) }
      return []
    case .interactivePop(let tabID, let progress):
      updateReport(of: tabID) { $0.followPop(progress: progress) }
      return []
    case .interactivePopEnded(let tabID, let committed):
      updateReport(of: tabID) { $0.endPop(committed: committed) }
      return []
    case .step(let step):
      guard let event = selection.move(step) else { return [] }
      return effects(of: event)
    case .dismissMoreList: return setMoreList(presented: false)
    case .activateSearch: return activateSearch()
    }
  }

  /// A tap on the bar: the More item toggles the More list, any other item is chosen.
  private mutating func chooseBarItem(at barIndex: Int) -> [TabBarEffect] {
    if bar.isMoreItem(atBarIndex: barIndex) {
      // A More item holding only disabled tabs is disabled, like them.
      guard bar.items.all[barIndex].isEnabled else { return [] }
      return setMoreList(presented: !isMoreListPresented)
    }
    guard let id = bar.itemID(atBarIndex: barIndex) else { return [] }
    return choose(id)
  }

  /// Chooses the item `id` (``TabSelection/select(_:isAtRoot:)``) and, where the activation
  /// asks, activates the search tab's field.
  private mutating func choose(_ id: String) -> [TabBarEffect] {
    let effects = chooseWithoutActivating(id)
    activateSearchIfChosen(id, effects: effects)
    return effects
  }

  /// Chooses the item `id`; a choice made closes the More list.
  mutating func chooseWithoutActivating(_ id: String) -> [TabBarEffect] {
    let result = effects(of: selection.select(id, isAtRoot: record(of: id).isAtRoot))
    guard !result.isEmpty else { return [] }
    return setMoreList(presented: false) + result
  }

  /// The effects of the selection rule's `event`, with the mounting and reselect requests
  /// brought up to date.
  private mutating func effects(of event: TabSelectionEvent) -> [TabBarEffect] {
    switch event {
    case .changed(let from, let to):
      return [.selectionChanged(from: from, to: to)] + land(on: to)
    case .reselected(let id, let response):
      var recorded: ReselectResponse?
      if reselectHandling.runsBuiltInResponse {
        reselectSerial += 1
        records[id, default: TabRecord()].reselectRequest = TabReselectRequest(
          serial: reselectSerial, response: response)
        recorded = response
      }
      return [.reselected(id: id, response: recorded, notifiesApp: reselectHandling.notifiesApp)]
    case .action(let id):
      return [.runAction(id: id)]
    case .refusedDisabled, .refusedUnknown:
      return []
    }
  }

  /// The app wrote its binding: select `id` (normalised) without a reselect or a haptic.
  private mutating func followWrittenSelection(_ id: String?) -> [TabBarEffect] {
    let target = items.normalizedSelection(id).map { items.all[$0].id }
    guard let target, target != selectedID else { return [] }
    selection.select(target)
    return land(on: target)
  }

  /// The selection has landed on tab `id`: it is visited (mounted, most recently), the bar shows
  /// it selected, and the tabs the cap evicts are released.
  private mutating func land(on id: String) -> [TabBarEffect] {
    let evicted = mounting.visit(id)
    bar.select(selectedIndex, of: items, adaptation: adaptation)
    return unmounting(evicted)
  }

  /// New declarations: the selection is normalised and removed tabs are released (a tab the app
  /// only hides stays mounted, and keeps what its content reported for when it is shown again).
  private mutating func updateItems(_ newItems: TabItems) -> [TabBarEffect] {
    selection.updateItems(newItems)
    let unmounted = mounting.updateItems(newItems, selectedID: selection.selectedID)
    adaptation = Self.adaptation(of: newItems, in: context)
    refreshBar()
    return closeMoreListIfGone() + unmounting(unmounted)
  }

  /// A new width, platform, size class, preference, direction or language.
  private mutating func updateContext(_ newContext: TabBarContext) -> [TabBarEffect] {
    guard newContext != context else { return [] }
    context = newContext
    adaptation = Self.adaptation(of: items, in: newContext)
    refreshBar()
    return closeMoreListIfGone()
  }

  /// Applies a report of tab `tabID`'s content (a hide request, a depth, a back swipe) to its
  /// record: only a mounted tab of the items (not the action, not an unknown id) has content to
  /// report, so a report for any other is ignored and a tab not mounted knows nothing.
  private mutating func updateReport(of tabID: String, _ change: (inout TabRecord) -> Void) {
    guard isTab(tabID), isMounted(tabID) else { return }
    var record = record(of: tabID)
    change(&record)
    // A report that leaves nothing known stores nothing, so two states that know the same
    // compare equal.
    records[tabID] = record == TabRecord() ? nil : record
  }

  /// Whether `id` is one of the items' tabs, whatever its role (not the action, not unknown).
  private func isTab(_ id: String) -> Bool {
    items.index(of: id).map { items.all[$0].role.isSelectable } ?? false
  }

  /// Opens or closes the More list; opening needs a More item.
  private mutating func setMoreList(presented: Bool) -> [TabBarEffect] {
    guard presented != isMoreListPresented, !presented || bar.moreItemID != nil else { return [] }
    isMoreListPresented = presented
    return [presented ? .presentMoreList : .dismissMoreList]
  }

  /// Closes the More list when the bar no longer has a More item.
  private mutating func closeMoreListIfGone() -> [TabBarEffect] {
    bar.moreItemID == nil ? setMoreList(presented: false) : []
  }

  /// Rebuilds ``bar`` from the items, the selection and the adaptation.
  private mutating func refreshBar() {
    bar = Self.display(
      of: items, selectedIndex: selectedIndex, adaptation: adaptation, context: context)
  }

  /// The effect of unmounting `ids`: each one's record is released (``TabRecord/release()``),
  /// the one place a tab's facts are forgotten, so its content comes back fresh on its next visit.
  mutating func unmounting(_ ids: [String]) -> [TabBarEffect] {
    for id in ids { records[id, default: TabRecord()].release() }
    return ids.isEmpty ? [] : [.unmounted(ids: ids)]
  }
}
