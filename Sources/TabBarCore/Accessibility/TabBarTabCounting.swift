import Foundation

/// Who tells VoiceOver a tab's place in the bar ("Tab, 2 of 5"): the system, counting the
/// buttons of a container with the tab-bar trait (iOS 17 and the matching releases), or each
/// item in its own value (``TabItemAccessibility/value``).
///
/// The system counts only the buttons inside that one container. Where the search tab stands
/// apart from the bar (the floating style's circle beside the capsule), the circle is drawn
/// outside the style's container: the system would read the row "1 of 4" and the circle as a
/// plain button. There every item says its place itself, the circle included and counted last
/// where the core puts it (the row "1 of 5" … "4 of 5", the circle "5 of 5", as the system's bar
/// counts its search tab), and the container carries no trait, so no tab is counted twice.
///
/// ```swift
/// let counting = TabBarTabCounting(systemHasTrait: true, searchStandsApart: true)  // .byItems
/// state.barAccessibility(includesPosition: counting.includesPosition)
/// ```
package enum TabBarTabCounting: Sendable, Hashable {
  /// The container has the tab-bar trait and the system counts its buttons.
  case bySystem
  /// Each item's value carries its place; the container has no trait.
  case byItems

  /// The counting for a system with or without the trait, and a bar whose search tab does or
  /// does not stand apart from it.
  ///
  /// - Parameters:
  ///   - systemHasTrait: Whether the running system has the tab-bar trait.
  ///   - searchStandsApart: Whether the search tab is drawn apart from the bar's container.
  package init(systemHasTrait: Bool, searchStandsApart: Bool) {
    self = systemHasTrait && !searchStandsApart ? .bySystem : .byItems
  }

  /// Whether each item's value carries "Tab, n of m".
  package var includesPosition: Bool { self == .byItems }
  /// Whether the bar's container carries the tab-bar trait.
  package var containerHasTrait: Bool { self == .bySystem }
}
