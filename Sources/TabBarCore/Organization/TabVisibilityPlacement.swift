/// Where a tab's visibility applies, as SwiftUI's `AdaptableTabBarPlacement`: the bar, or the
/// sidebar (which lists every tab the person can reach, so a tab hidden there is hidden from the
/// bar too).
///
/// ```swift
/// let declared = try DeclaredTabs(items: items, hiddenByDefault: [.tabBar: ["radio"]])
/// ```
package enum TabVisibilityPlacement: String, Sendable, Hashable, CaseIterable, Codable {
  /// The bar. A tab hidden from it stays in the sidebar, and the bar's More item lists it
  /// where the bar is the presentation.
  case tabBar
  /// The sidebar. A tab hidden from it is hidden everywhere.
  case sidebar
}
