/// What a tab's content does when its tab is chosen while already selected, as UIKit's tab bar
/// does: first back to the root of its navigation, then, once at the root, up to the top.
public enum ReselectResponse: String, Sendable, Hashable, CaseIterable {
  /// The tab's navigation stack is deeper than its root: pop to the root.
  case popToRoot
  /// The tab is at its root: scroll its content to the top.
  case scrollToTop

  /// The response for a tab whose navigation stack is (`true`) or is not (`false`) at its root.
  package init(isAtRoot: Bool) {
    self = isAtRoot ? .scrollToTop : .popToRoot
  }
}
