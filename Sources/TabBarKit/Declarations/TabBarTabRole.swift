#if canImport(SwiftUI)
  import TabBarCore

  /// A tab's special role, like SwiftUI's `TabRole`.
  ///
  /// ```swift
  /// TabBarTab("Search", systemImage: "magnifyingglass", value: AppTab.search, role: .search) {
  ///   SearchView()
  /// }
  /// ```
  public struct TabBarTabRole: Hashable, Sendable {
    /// The core's role for the tab's item.
    let itemRole: TabItemRole

    /// The search tab: set apart at the trailing end of the bar (its own circle in floating
    /// styles), first in the sidebar, chosen by Command-F. A container holds at most one; a
    /// second is an ordinary tab.
    ///
    /// ```swift
    /// TabBarTab(value: AppTab.search, role: .search) { SearchView() }
    /// ```
    public static let search = TabBarTabRole(itemRole: .search)
  }
#endif
