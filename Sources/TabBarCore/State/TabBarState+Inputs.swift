import Foundation

extension TabBarState {
  /// A state made from one render's inputs.
  ///
  /// ```swift
  /// let state = TabBarState(inputs: TabBarInputs(items: items, selectedID: "home", context: context))
  /// ```
  package init(inputs: TabBarInputs) {
    self.init(
      items: inputs.items, selectedID: inputs.selectedID, context: inputs.context,
      maximumMounted: inputs.maximumMounted, reselectHandling: inputs.reselectHandling,
      persistsSelection: inputs.persistsSelection)
    searchActivation = inputs.searchActivation
    mounting.keep(inputs.hiddenTabIDs)
  }

  /// Brings the state up to `inputs`: new items first (the selection normalised, removed tabs
  /// unmounted), then the context (the bar adapted to the width), the cap and the reselect
  /// handling, then the app's selection when it differs from the state's (normalised, as the
  /// app writing its binding: no reselect, no haptic). Inputs equal to the state's change
  /// nothing.
  ///
  /// A selection the rules refuse (a disabled tab, the action, an unknown id) leaves the state's
  /// selection as the rules normalise it; the app's binding keeps its value.
  ///
  /// ```swift
  /// state.reconcile(with: inputs)   // in the views' onChange of the inputs
  /// ```
  ///
  /// - Returns: The effects, such as tabs unmounted.
  @discardableResult
  package mutating func reconcile(with inputs: TabBarInputs) -> [TabBarEffect] {
    let before = persistsSelection && inputs.persistsSelection ? persistedPart : nil
    var effects: [TabBarEffect] = []
    // Kept first, so a tab the app hides in this render stays mounted as it leaves the items.
    if inputs.hiddenTabIDs != mounting.keptIDs { effects += unmounting(mounting.keep(inputs.hiddenTabIDs)) }
    if inputs.items != items { effects += apply(.itemsChanged(inputs.items)) }
    if inputs.context != context { effects += apply(.contextChanged(inputs.context)) }
    if inputs.maximumMounted.map({ max($0, 1) }) != maximumMounted {
      effects += unmounting(mounting.setMaximumMounted(inputs.maximumMounted))
    }
    reselectHandling = inputs.reselectHandling
    searchActivation = inputs.searchActivation
    if inputs.selectedID != selectedID { effects += apply(.selectionWritten(id: inputs.selectedID)) }
    // Persisting from now on persists at once (no `before`); otherwise only a change does.
    persistsSelection = inputs.persistsSelection
    return effects + persisting(since: before)
  }

  /// This state brought up to `inputs` (``reconcile(with:)``): what one render draws before the
  /// views store the change.
  ///
  /// ```swift
  /// let current = state.reconciled(with: inputs)
  /// ```
  package func reconciled(with inputs: TabBarInputs) -> TabBarState {
    var copy = self
    copy.reconcile(with: inputs)
    return copy
  }
}

extension TabBarState {
  /// This state for a container `width` points wide (``TabBarContext/containerWidth``): what a
  /// view that has just measured its container draws in the same pass, so no frame is drawn
  /// for a width the container no longer has (the first one, or one before a rotation).
  ///
  /// ```swift
  /// let drawn = state.resized(toWidth: proxy.size.width)
  /// ```
  package func resized(toWidth width: CGFloat) -> TabBarState {
    guard width != context.containerWidth else { return self }
    var context = self.context
    context.containerWidth = width
    var copy = self
    copy.send(.contextChanged(context))
    return copy
  }
}
