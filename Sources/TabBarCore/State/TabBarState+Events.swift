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
      recordHideRequest(tabID: tabID, requesterID: requesterID, hides: hides, depth: depth)
      return []
    case .hiderDisappeared(let tabID, let requesterID):
      if tabID == selectedID {
        recordHideRequest(tabID: tabID, requesterID: requesterID, hides: false, depth: 0)
      }
      return []
    case .navigationDepth(let tabID, let depth):
      recordNavigationDepth(tabID: tabID, depth: depth)
      return []
    case .interactivePop(let tabID, let progress):
      // A swipe that would not change the bar is not recorded: the state, and the views, stay.
      interactivePop =
        isTab(tabID) && popReveals(tabID) ? InteractivePop(tabID: tabID, progress: progress) : nil
      return []
    case .interactivePopEnded(let tabID, let committed):
      guard interactivePop?.tabID == tabID else { return [] }
      // A committed pop holds the bar where the pop leaves it until the stack reports its new
      // depth (which also clears the swipe); a cancelled one lets it go back.
      interactivePop = committed ? InteractivePop(tabID: tabID, progress: 1) : nil
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
    let isAtRoot = (navigationDepths[id] ?? 0) == 0
    let result = effects(of: selection.select(id, isAtRoot: isAtRoot))
    guard !result.isEmpty else { return [] }
    return setMoreList(presented: false) + result
  }

  /// The effects of the selection rule's `event`, with the mounting and reselect requests
  /// brought up to date.
  private mutating func effects(of event: TabSelectionEvent) -> [TabBarEffect] {
    switch event {
    case .changed(let from, let to):
      let evicted = mounting.visit(to)
      bar.select(selectedIndex, of: items, adaptation: adaptation)
      return [.selectionChanged(from: from, to: to)] + unmounting(evicted)
    case .reselected(let id, let response):
      var recorded: ReselectResponse?
      if reselectHandling.runsBuiltInResponse {
        reselectSerial += 1
        reselectRequests[id] = TabReselectRequest(serial: reselectSerial, response: response)
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
    let evicted = mounting.visit(target)
    bar.select(selectedIndex, of: items, adaptation: adaptation)
    return unmounting(evicted)
  }

  /// New declarations: the selection is normalised, removed tabs unmount and lose their hide
  /// requests, depths and reselect requests.
  private mutating func updateItems(_ newItems: TabItems) -> [TabBarEffect] {
    selection.updateItems(newItems)
    let unmounted = mounting.updateItems(newItems, selectedID: selection.selectedID)
    // A tab the app hides keeps what its content reported, for when it is shown again.
    let tabIDs = Set(newItems.tabs.map(\.id)).union(mounting.keptIDs)
    hideRequests = hideRequests.filter { tabIDs.contains($0.key) }
    navigationDepths = navigationDepths.filter { tabIDs.contains($0.key) }
    reselectRequests = reselectRequests.filter { tabIDs.contains($0.key) }
    searchActivationRequests = searchActivationRequests.filter { tabIDs.contains($0.key) }
    if let pop = interactivePop, !tabIDs.contains(pop.tabID) { interactivePop = nil }
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

  /// Records or withdraws `requesterID`'s request, made at navigation `depth`, to hide the bar
  /// over tab `tabID`.
  private mutating func recordHideRequest(tabID: String, requesterID: String, hides: Bool, depth: Int) {
    if hides {
      guard isTab(tabID) else { return }
      hideRequests[tabID, default: [:]][requesterID] = max(depth, 0)
    } else {
      hideRequests[tabID]?[requesterID] = nil
      if hideRequests[tabID]?.isEmpty == true { hideRequests[tabID] = nil }
    }
  }

  /// Records tab `tabID`'s navigation depth and withdraws the hide requests of the screens a
  /// pop removed.
  private mutating func recordNavigationDepth(tabID: String, depth: Int) {
    guard isTab(tabID) else { return }
    let depth = max(depth, 0)
    navigationDepths[tabID] = depth
    if interactivePop?.tabID == tabID { interactivePop = nil }
    hideRequests[tabID] = hideRequests[tabID]?.filter { $0.value <= depth }
    if hideRequests[tabID]?.isEmpty == true { hideRequests[tabID] = nil }
  }

  /// Whether popping tab `tabID`'s top screen would show or hide the bar.
  private func popReveals(_ tabID: String) -> Bool {
    let requests = hideRequests[tabID] ?? [:]
    let destination = max((navigationDepths[tabID] ?? 0) - 1, 0)
    return !requests.isEmpty != requests.contains { $0.value <= destination }
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

  /// The effect of unmounting `ids`; each one's mount generation grows, so its content comes
  /// back fresh on its next visit.
  mutating func unmounting(_ ids: [String]) -> [TabBarEffect] {
    for id in ids {
      mountGenerations[id, default: 0] += 1
      // The released content's views are gone, and what they reported with them: a tab mounted
      // again starts at its root with the bar shown, as a rebuilt view controller does.
      hideRequests[id] = nil
      navigationDepths[id] = nil
      reselectRequests[id] = nil
      searchActivationRequests[id] = nil
    }
    return ids.isEmpty ? [] : [.unmounted(ids: ids)]
  }
}
