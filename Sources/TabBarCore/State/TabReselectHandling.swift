/// Who answers when the selected tab is chosen again: the built-in response (pop the tab's
/// navigation stack to its root, or scroll it to the top), the app's handler, or both.
///
/// ```swift
/// var state = TabBarState(items: items, selectedID: "home", context: context,
///                         reselectHandling: .appOnly)
/// state.send(.chooseTab(id: "home"))  // [.reselected(id: "home", response: nil, notifiesApp: true)]
/// ```
package enum TabReselectHandling: String, Sendable, Hashable, CaseIterable {
  /// Only the built-in response; no app handler.
  case builtIn
  /// The app's handler, then the built-in response.
  case appAndBuiltIn
  /// Only the app's handler: the app replaced the built-in response.
  case appOnly

  /// Whether the app's handler hears of a reselect.
  package var notifiesApp: Bool { self != .builtIn }

  /// Whether the built-in response runs.
  package var runsBuiltInResponse: Bool { self != .appOnly }
}
