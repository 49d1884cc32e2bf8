#if canImport(SwiftUI)
  import TabBarCore

  /// Where a tab setting applies, like SwiftUI's `AdaptableTabBarPlacement`: the bar, the sidebar,
  /// or both (``automatic``). ``TabBarTab/defaultVisibility(_:for:)`` tells them apart; a
  /// customization behaviour applies to both alike.
  ///
  /// ```swift
  /// alertsTab.defaultVisibility(.hidden, for: .tabBar)
  /// homeTab.customizationBehavior(.disabled, for: .sidebar, .tabBar)
  /// ```
  public enum TabBarAdaptablePlacement: Hashable, Sendable {
    /// Wherever the tabs are shown.
    case automatic
    /// The bar.
    case tabBar
    /// The sidebar.
    case sidebar

    /// The core's one placement for a platform that shows only one: `nil` for ``automatic``.
    var fixedPlacement: TabVisibilityPlacement? {
      switch self {
      case .automatic: nil
      case .tabBar: .tabBar
      case .sidebar: .sidebar
      }
    }

    /// The core's placements this one stands for.
    var visibilityPlacements: [TabVisibilityPlacement] {
      switch self {
      case .automatic: [.tabBar, .sidebar]
      case .tabBar: [.tabBar]
      case .sidebar: [.sidebar]
      }
    }
  }
#endif
