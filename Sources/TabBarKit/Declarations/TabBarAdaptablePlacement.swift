#if canImport(SwiftUI)
  /// Where a tab setting applies, like SwiftUI's `AdaptableTabBarPlacement`. TabBarKit keeps one
  /// customization for the bar and the sidebar, so the placements are accepted for the shape of
  /// SwiftUI's API and treated alike.
  ///
  /// ```swift
  /// homeTab.customizationBehavior(.disabled, for: .sidebar, .tabBar)
  /// ```
  public enum TabBarAdaptablePlacement: Hashable, Sendable {
    /// Wherever the tabs are shown.
    case automatic
    /// The bar.
    case tabBar
    /// The sidebar.
    case sidebar
  }
#endif
