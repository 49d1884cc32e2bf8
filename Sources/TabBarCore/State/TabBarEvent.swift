/// Something that happened to a tab container, sent to ``TabBarState/send(_:)``.
///
/// ```swift
/// state.send(.chooseBarItem(at: 1))              // a tap or a VoiceOver activation
/// state.send(.shortcut(digit: 3))                // Command-3
/// state.send(.contextChanged(newContext))        // the container was resized
/// ```
package enum TabBarEvent: Sendable, Hashable {
  /// The bar item at this index (into ``TabBarDisplay/items``) was tapped or activated: a tab is
  /// chosen, the action runs, the More item opens or closes the More list.
  case chooseBarItem(at: Int)
  /// The tab with this id was chosen from the sidebar, the More list or another control; the
  /// action's id runs the action.
  case chooseTab(id: String)
  /// A finger scrubbing along the bar lifted over the tab with this id: chosen as by
  /// ``chooseTab(id:)``, but its selection plays no haptic (``playsSelectionHaptic``), since the
  /// scrub's crossing onto the tab already played one.
  case scrubReleased(onTab: String)
  /// Command and a digit: the tab at that position among all tabs, those behind More too.
  case shortcut(digit: Int)
  /// An arrow key: the next or previous enabled tab in the reading direction.
  case arrowKey(ArrowKey)
  /// The app wrote its selection binding: the selection follows, normalised, without a
  /// reselect.
  case selectionWritten(id: String?)
  /// The declarations changed: the selection is normalised, removed tabs unmount, and their
  /// hide requests are dropped.
  case itemsChanged(TabItems)
  /// The width, platform, size class, preferences, direction or language changed.
  case contextChanged(TabBarContext)
  /// A view in a tab asks for the bar to be hidden (`hides: true`) or withdraws its request.
  /// `depth` is how many screens its navigation stack had when it asked (0 at the root): a pop
  /// below that depth (``navigationDepth(tabID:depth:)``) withdraws the request at once, so the
  /// bar returns as the pop starts rather than when the popped view disappears. Like every report
  /// of a tab's content (depths, back swipes), it is ignored for a tab that is not mounted: its
  /// content is gone, and what it reported with it (``TabBarEffect/unmounted(ids:)``).
  case hideRequest(tabID: String, requesterID: String, hides: Bool, depth: Int = 0)
  /// A view that asked for the bar to be hidden left the window. Its request is withdrawn only
  /// while its tab is selected (it was removed, or covered): a tab switched away from takes its
  /// views out of the window too, and their requests must still hold when it comes back, so the
  /// bar does not flash in and slide away again.
  case hiderDisappeared(tabID: String, requesterID: String)
  /// The next or previous enabled tab in declaration order, wrapping around (Control-Tab,
  /// Control-Shift-Tab).
  case step(TabNavigationStep)
  /// A tab's navigation stack has this many screens above its root: choosing the tab again
  /// pops it when the depth is above 0, and scrolls to the top otherwise. Hide requests made
  /// deeper than `depth` are withdrawn.
  case navigationDepth(tabID: String, depth: Int)
  /// A back swipe in tab `tabID`'s navigation stack has gone `progress` (0 to 1) of the way to
  /// popping its top screen: the bar follows the finger (``TabBarState/barReveal``).
  case interactivePop(tabID: String, progress: Double)
  /// The back swipe in tab `tabID`'s stack ended: `committed` pops the top screen, and the bar
  /// stays where the pop leaves it until the stack's next ``navigationDepth(tabID:depth:)``;
  /// otherwise the swipe was cancelled and the bar returns to where it was.
  case interactivePopEnded(tabID: String, committed: Bool)
  /// The More list was dismissed (swiped away or cancelled).
  case dismissMoreList
  /// Command-F: the search tab is chosen and its field activated
  /// (``TabBarState/searchActivationRequest(for:)``), whatever the container's
  /// ``TabBarSearchActivation``.
  case activateSearch
}

extension TabBarEvent {
  /// Whether a change of selection this event makes plays the selection haptic
  /// (``TabBarEffect/selectionChanged(from:to:)``): every choice but a scrub's release, whose
  /// crossings played one for each tab the finger moved onto, the chosen one last.
  package var playsSelectionHaptic: Bool {
    if case .scrubReleased = self { return false }
    return true
  }
}
