/// Where a tab appears, as SwiftUI's `TabPlacement` (`Tab.tabPlacement(_:)`) and UIKit's
/// `UITab.Placement` say: in the bar like any tab, pinned to the bar's trailing end, or only in
/// the sidebar.
///
/// It applies to tabs (``TabItemRole/tab``); the action button and the search tab keep their own
/// places, the search tab always held like a pinned tab.
///
/// ```swift
/// let downloads = TabItem(
///   id: "downloads", title: "Downloads", symbol: "arrow.down.circle", placement: .pinned)
/// let settings = TabItem(id: "settings", title: "Settings", symbol: "gear", placement: .sidebarOnly)
/// ```
public enum TabBarTabPlacement: String, Sendable, Hashable, CaseIterable, Codable {
  /// Today's tab: in the bar in the person's order, hidden and moved as the person likes, and
  /// behind the More item when a compact bar has no slot left for it.
  case automatic
  /// Always available and visible in the bar, at its trailing side: after the other tabs and
  /// section entries, before the action button and the search tab. A person cannot hide or move
  /// it. A compact bar keeps its slot as it keeps the action button's; the other tabs share the
  /// slots left. In the sidebar it is listed in the leading group, after the search tab.
  case pinned
  /// Listed in the sidebar only, where it is an ordinary row a person may hide and move; it
  /// cannot be added to the bar. Where the bar is the presentation (iPhone), the More item lists
  /// it, so it stays reachable: the bar then shows a More item even when every other tab fits.
  case sidebarOnly
}
