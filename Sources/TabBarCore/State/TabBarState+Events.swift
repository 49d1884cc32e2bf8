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
  public mutating func send(_ event: TabBarEvent) -> [TabBarEffect] {
    switch event {
    case .chooseBarItem(let barIndex): return chooseBarItem(at: barIndex)
    case .chooseTab(let id): return choose(id)
    case .shortcut(let digit):
      guard let index = items.tabIndex(forShortcutDigit: digit) else { return [] }
      return choose(items.all[index].id)
    case .arrowKey(let key):
      guard let event = selection.handle(key, in: context.layoutDirection) else { return [] }
      return effects(of: event)
    case .selectionWritten(let id): return followWrittenSelection(id)
    case .itemsChanged(let newItems): return updateItems(newItems)
    case .contextChanged(let newContext): return updateContext(newContext)
    case .hideRequest(let tabID, let requesterID, let hides):
      recordHideRequest(tabID: tabID, requesterID: requesterID, hides: hides)
      return []
    case .navigationDepth(let tabID, let depth):
      if items.tabIndices.contains(where: { items.all[$0].id == tabID }) {
        navigationDepths[tabID] = max(depth, 0)
      }
      return []
    case .dismissMoreList: return setMoreList(presented: false)
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

  /// Chooses the item `id` (``TabSelection/select(_:isAtRoot:)``); a choice made closes the
  /// More list.
  private mutating func choose(_ id: String) -> [TabBarEffect] {
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
      return [.selectionChanged(from: from, to: to)] + Self.unmounting(evicted)
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
    return Self.unmounting(evicted)
  }

  /// New declarations: the selection is normalised, removed tabs unmount and lose their hide
  /// requests, depths and reselect requests.
  private mutating func updateItems(_ newItems: TabItems) -> [TabBarEffect] {
    selection.updateItems(newItems)
    let unmounted = mounting.updateItems(newItems, selectedID: selection.selectedID)
    let tabIDs = Set(newItems.tabs.map(\.id))
    hideRequests = hideRequests.filter { tabIDs.contains($0.key) }
    navigationDepths = navigationDepths.filter { tabIDs.contains($0.key) }
    reselectRequests = reselectRequests.filter { tabIDs.contains($0.key) }
    adaptation = Self.adaptation(of: newItems, in: context)
    refreshBar()
    return closeMoreListIfGone() + Self.unmounting(unmounted)
  }

  /// A new width, platform, size class, preference, direction or language.
  private mutating func updateContext(_ newContext: TabBarContext) -> [TabBarEffect] {
    guard newContext != context else { return [] }
    context = newContext
    adaptation = Self.adaptation(of: items, in: newContext)
    refreshBar()
    return closeMoreListIfGone()
  }

  /// Records or withdraws `requesterID`'s request to hide the bar over tab `tabID`.
  private mutating func recordHideRequest(tabID: String, requesterID: String, hides: Bool) {
    if hides {
      guard items.tabIndices.contains(where: { items.all[$0].id == tabID }) else { return }
      hideRequests[tabID, default: []].insert(requesterID)
    } else {
      hideRequests[tabID]?.remove(requesterID)
      if hideRequests[tabID]?.isEmpty == true { hideRequests[tabID] = nil }
    }
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

  private static func unmounting(_ ids: [String]) -> [TabBarEffect] {
    ids.isEmpty ? [] : [.unmounted(ids: ids)]
  }
}
