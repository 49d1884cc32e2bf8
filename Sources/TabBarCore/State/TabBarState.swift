import Foundation

/// Everything a tab container decides, in one value: the items, the selection, which tabs are
/// mounted, what the bar shows (tabs, action, More), whether the bar is hidden, the More list,
/// keyboard shortcuts and reselect responses. Views send it events and project its read-outs.
///
/// Each decision is the core's one rule: the selection's (choosing, reselecting, normalising),
/// the mounting's (mounting and eviction), ``TabBarAdaptation`` (the bar for a width), and the
/// keyboard helpers on ``TabItems``.
///
/// ```swift
/// var state = TabBarState(
///   items: items, selectedID: "home",
///   context: TabBarContext(platform: .iPhone, sizeClass: .compact, containerWidth: 390))
/// let effects = state.send(.chooseBarItem(at: 1))  // [.selectionChanged(from: "home", to: "search")]
/// state.selectedID                                 // "search"
/// state.bar.items                                  // what the layout lays out
/// ```
package struct TabBarState: Sendable, Equatable {
  /// Where the container is shown.
  package internal(set) var context: TabBarContext
  /// Who answers a reselect.
  package internal(set) var reselectHandling: TabReselectHandling
  /// What the bar shows.
  package internal(set) var bar: TabBarDisplay
  /// Whether the More list is open.
  package internal(set) var isMoreListPresented = false
  /// Whether the selection is kept for relaunch: then every event or reconcile that changes the
  /// selected id or the items ends with ``TabBarEffect/persistSelection(id:)``.
  package internal(set) var persistsSelection: Bool
  var selection: TabSelection
  var mounting: TabMounting
  var adaptation: TabBarAdaptation
  /// What is known of each tab besides its declaration (``TabRecord``): only mounted tabs' records
  /// hold facts, and a release forgets them all at once.
  var records: [String: TabRecord] = [:]
  /// The serial of the latest reselect request.
  var reselectSerial = 0
  /// Whether choosing the search tab activates its field.
  package internal(set) var searchActivation = TabBarSearchActivation.automatic
  /// The serial of the latest search-field activation request, across all tabs.
  var searchActivationSerial = 0

  /// Creates the state of a container.
  ///
  /// - Parameters:
  ///   - items: The tabs and the action, checked: with sections, customization or placements,
  ///     ``TabBarArrangement/presentedItems``.
  ///   - selectedID: The app's selection; normalised (``TabItems/normalizedSelection(_:)``).
  ///   - context: Where the container is shown.
  ///   - maximumMounted: How many tabs stay mounted at most (at least 1); `nil` keeps all
  ///     visited tabs.
  ///   - reselectHandling: Who answers a reselect.
  ///   - persistsSelection: Whether the selection is kept for relaunch.
  package init(
    items: TabItems, selectedID: String?, context: TabBarContext, maximumMounted: Int? = nil,
    reselectHandling: TabReselectHandling = .builtIn, persistsSelection: Bool = false
  ) {
    let selection = TabSelection(items: items, selectedID: selectedID)
    let adaptation = Self.adaptation(of: items, in: context)
    self.context = context
    self.reselectHandling = reselectHandling
    self.persistsSelection = persistsSelection
    self.selection = selection
    self.mounting = TabMounting(
      items: items, selectedID: selection.selectedID, maximumMounted: maximumMounted)
    self.adaptation = adaptation
    self.bar = Self.display(
      of: items, selectedIndex: selection.selectedIndex, adaptation: adaptation, context: context)
  }

  /// The container's items: the tabs and the action, in declaration order.
  package var items: TabItems { selection.items }

  /// The selected tab's id: an enabled tab, the first tab when all are disabled, `nil` without
  /// tabs; never the action.
  package var selectedID: String? { selection.selectedID }

  /// The selected tab's index into ``items``.
  package var selectedIndex: Int? { selection.selectedIndex }

  /// How the tabs are presented on this platform: a bottom bar, a sidebar, pages, …
  package var presentation: TabBarPresentation { adaptation.presentation }

  /// The most tabs kept mounted, or `nil` for no cap.
  package var maximumMounted: Int? { mounting.maximumMounted }

  /// The mounted tabs, least recently visited first; the selected tab is always among them.
  package var mountedIDs: [String] { mounting.mountedIDs }

  /// Whether the tab `id`'s content is mounted.
  ///
  /// - Parameter id: A tab's id.
  package func isMounted(_ id: String) -> Bool { mounting.isMounted(id) }

  /// The identity of tab `id`'s content while it is mounted, `nil` while it is not: it grows
  /// each time the tab is unmounted (evicted past the cap, or removed), so a view keyed by it
  /// comes back with fresh state, as a released view controller is rebuilt.
  ///
  /// ```swift
  /// var state = TabBarState(items: items, selectedID: "a", context: context, maximumMounted: 1)
  /// state.mountGeneration(of: "a")  // 0
  /// state.send(.chooseTab(id: "b"))  // "a" is evicted
  /// state.send(.chooseTab(id: "a"))
  /// state.mountGeneration(of: "a")  // 1: fresh content
  /// ```
  package func mountGeneration(of id: String) -> Int? {
    isMounted(id) ? record(of: id).releases : nil
  }

  /// What is known of tab `id`: a blank record for a tab nothing is known of.
  func record(of id: String) -> TabRecord { records[id] ?? TabRecord() }

  /// The record of the selected tab; `nil` without tabs.
  var selectedRecord: TabRecord? { selectedID.map(record(of:)) }

  /// Whether the bar is hidden: a view in the selected tab asked for it.
  package var isBarHidden: Bool { selectedRecord?.hidesBar ?? false }

  /// How much of the bar shows, from 0 (hidden, ``isBarHidden``) to 1 (shown): while a back swipe
  /// in the selected tab's stack is in progress (``TabBarEvent/interactivePop(tabID:progress:)``)
  /// the bar follows the finger, from where it is now toward where the pop would leave it, as
  /// UIKit's bar slides in with an interactive pop of a screen that hid it. Views offset the bar
  /// and inset the content by this fraction.
  ///
  /// ```swift
  /// state.send(.navigationDepth(tabID: "home", depth: 1))  // a detail view that hides the bar
  /// state.send(.interactivePop(tabID: "home", progress: 0.25))
  /// state.barReveal  // 0.25
  /// ```
  package var barReveal: Double { selectedRecord?.barReveal ?? 1 }

  /// Whether the selected tab shows its root screen (its navigation stack reports no screen
  /// above it; a back swipe in progress is still in the pushed screen until it commits); `false`
  /// without tabs.
  ///
  /// Only then does a swipe over the content change tabs
  /// (``TabBarSwipeClaim`` decides the rest), since a
  /// horizontal drag in a pushed screen is the back gesture's (iOS 26's full-width one too).
  package var selectedTabIsAtRoot: Bool { selectedRecord?.isAtRoot ?? false }

  /// The latest built-in reselect response asked of tab `id`, or `nil` if none was; a tab's
  /// navigation stack or scroll view reacts when its request's serial changes.
  ///
  /// - Parameter id: A tab's id.
  package func reselectRequest(for id: String) -> TabReselectRequest? { records[id]?.reselectRequest }

  /// The Command-digit shortcut of tab `id`: its position among all the tabs, those behind the
  /// More item too (``TabItems/shortcutDigit(forItemAt:)``); `nil` for the action, unknown ids,
  /// tabs past the ninth, and every tab while the keyboard is suspended
  /// (``keyboardIsSuspended``: a screen hides the bar).
  ///
  /// - Parameter id: A tab's id.
  package func shortcutDigit(ofTab id: String) -> Int? {
    guard !keyboardIsSuspended else { return nil }
    return items.index(of: id).flatMap(items.shortcutDigit(forItemAt:))
  }

  /// What VoiceOver reads for each bar item (``TabItems/accessibility(selectedID:language:strings:includesPosition:)``),
  /// in the context's language, the More item included.
  ///
  /// - Parameters:
  ///   - strings: The string table.
  ///   - includesPosition: Whether the value says "Tab, 2 of 4" (the system's tab bar trait says
  ///     it where it exists).
  package func barAccessibility(strings: AccessibilityStringTable = .standard, includesPosition: Bool = true)
    -> [TabItemAccessibility]
  {
    adaptation.accessibility(
      ofBar: bar.items, selectedID: bar.selectedID, language: context.language, strings: strings,
      includesPosition: includesPosition)
  }

  /// The built-in text of `key` in the context's language, as the More item and the keyboard
  /// commands are titled: for the container's own controls, such as the sidebar's edit mode.
  ///
  /// ```swift
  /// state.context.language          // "de-AT"
  /// state.string(.editTabs)         // "Bearbeiten"
  /// state.string(.done)            // "Fertig"
  /// ```
  ///
  /// - Parameters:
  ///   - key: The text to give, without placeholders (a label or a button's title).
  ///   - strings: The string table.
  package func string(_ key: AccessibilityStringKey, strings: AccessibilityStringTable = .standard) -> String
  {
    strings.string(key, language: context.language)
  }

  /// The layout request for the bar: its items and selected item, in the context's direction, so
  /// a view computes the layout once.
  ///
  /// ```swift
  /// let layout = TabBarLayoutEngine.layout(
  ///   state.layoutRequest(containerSize: size, safeAreaInsets: insets, metrics: .curved))
  /// ```
  ///
  /// - Parameters:
  ///   - containerSize: The whole container, safe areas included.
  ///   - safeAreaInsets: The container's safe-area insets.
  ///   - dynamicTypeFactor: The text scale (``TabBarDynamicTypeSize/scaleFactor``).
  ///   - metrics: The style's metrics.
  ///   - notchCenterX: Where the notch is drawn mid-animation, or `nil` for its resting place.
  package func layoutRequest(
    containerSize: CGSize, safeAreaInsets: TabBarInsets = .zero, dynamicTypeFactor: CGFloat = 1,
    metrics: TabBarMetrics, notchCenterX: CGFloat? = nil
  ) -> TabBarLayoutRequest {
    TabBarLayoutRequest(
      items: bar.items, selectedID: bar.selectedID, containerSize: containerSize,
      safeAreaInsets: safeAreaInsets, layoutDirection: context.layoutDirection,
      dynamicTypeFactor: dynamicTypeFactor, metrics: metrics, notchCenterX: notchCenterX)
  }

  /// The core's adaptation of `items` to `context`.
  static func adaptation(of items: TabItems, in context: TabBarContext) -> TabBarAdaptation {
    TabBarAdaptation(
      items: items, platform: context.platform, sizeClass: context.sizeClass,
      containerWidth: context.containerWidth, preferences: context.effectivePreferences)
  }

  /// The bar of `items` under `adaptation`, titled in `context`'s language.
  static func display(
    of items: TabItems, selectedIndex: Int?, adaptation: TabBarAdaptation, context: TabBarContext
  ) -> TabBarDisplay {
    let moreTitle = AccessibilityStringTable.standard.string(.moreTab, language: context.language)
    return TabBarDisplay(
      all: items, selectedIndex: selectedIndex, adaptation: adaptation, moreTitle: moreTitle)
  }
}
