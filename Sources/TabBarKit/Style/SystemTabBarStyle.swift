#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// The system's own tab bar: the same ``TabBarTab`` declarations shown by SwiftUI's `TabView`
  /// (`Tab` from iOS 18, `.tabItem`/`.tag` before), so an app can go back to Apple's bar, and get
  /// Liquid Glass on iOS 26, without touching its tabs. Use it as ``TabBarStyle/system``.
  ///
  /// ```swift
  /// TabBarContainer(selection: $tab) { … }
  ///   .tabBarStyle(useSystemBar ? AnyTabBarStyle(.system) : AnyTabBarStyle(.curved))
  /// ```
  ///
  /// The system bar has no floating action button; ``SwiftUI/View/tabBarAction(_:systemImage:action:)``
  /// is not shown with this style.
  public struct SystemTabBarStyle: TabBarStyle {
    /// Creates the system style.
    ///
    /// ```swift
    /// .tabBarStyle(SystemTabBarStyle())
    /// ```
    public init() {}

    /// Unused: the system lays out its own bar.
    ///
    /// ```swift
    /// SystemTabBarStyle().metrics  // TabBarMetrics()
    /// ```
    public var metrics: TabBarMetrics { TabBarMetrics() }

    /// Unused: the system paints its own bar.
    ///
    /// ```swift
    /// SystemTabBarStyle().theme  // TabBarTheme.indicator
    /// ```
    public var theme: TabBarTheme { .indicator }

    /// Nothing: the container shows a `TabView` instead of drawing a bar.
    ///
    /// ```swift
    /// SystemTabBarStyle().makeBody(configuration: configuration)  // EmptyView
    /// ```
    public func makeBody(configuration: Configuration) -> some View {
      EmptyView()
    }
  }

  extension TabBarStyle where Self == SystemTabBarStyle {
    /// The system's `TabView` and its tab bar.
    ///
    /// ```swift
    /// .tabBarStyle(.system)
    /// ```
    public static var system: SystemTabBarStyle { SystemTabBarStyle() }
  }
#endif
