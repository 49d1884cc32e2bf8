#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// A built-in design is a style: its metrics for the platform the app runs on, its theme, its
  /// spring and whether its selection animates, all as the core's ``TabBarDesign`` says, drawn by
  /// ``TabBarDrawing``. A design added to the core is a style here with no code.
  ///
  /// ```swift
  /// .tabBarStyle(.material)
  /// .tabBarStyle(.indicator.customized(theme: brandTheme))
  /// .tabBarStyle(.curved.followingSelection)
  /// ```
  extension TabBarDesign: TabBarStyle {
    /// The design's geometry on the platform the app runs on (``TabBarDesign/metrics(on:)``).
    ///
    /// ```swift
    /// TabBarDesign.floating.metrics.barHeight   // 72 on iPhone
    /// ```
    public var metrics: TabBarMetrics { metrics(on: TabBarPlatformContainers.buildPlatform) }

    /// Draws the bar with ``TabBarDrawing``.
    ///
    /// ```swift
    /// TabBarDesign.indicator.makeBody(configuration: configuration)
    /// ```
    public func makeBody(configuration: Configuration) -> some View {
      TabBarDrawing(configuration: configuration)
    }
  }

  extension View {
    /// Sets a built-in design as the style of the ``TabBarContainer``s below, spelled as the
    /// design is (`.tabBarStyle(.pill)`); the generic `tabBarStyle(_:)` takes any other style.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarStyle(.curved.customized(theme: brandTheme))
    /// ```
    @MainActor
    public func tabBarStyle(_ design: TabBarDesign) -> some View {
      environment(\.tabBarStyle, AnyTabBarStyle(design))
    }
  }
#endif
