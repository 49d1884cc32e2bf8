extension TabBarPresentation {
  /// The presentation for a platform, size class and preferences.
  ///
  /// - iPhone: ``bottomBar`` in either size class (the system keeps the tab bar at the bottom on
  ///   iPhone, even in regular-width landscape).
  /// - iPad: ``bottomBar`` in compact width; in regular width ``sidebar`` when
  ///   ``TabBarAdaptationPreferences/prefersSidebar``, else ``bottomBar``.
  /// - Mac: ``sidebar``; ``bottomBar`` when an adaptable container's
  ///   ``TabBarAdaptationPreferences/fixedPlacement`` asks for the bar, as iOS 27's
  ///   `defaultTabBarPlacement(.tabBar)` does where only one of them can show.
  /// - Apple Watch: ``verticalPages``, or ``bottomBar`` when
  ///   ``TabBarAdaptationPreferences/watchPresentation`` is ``TabBarWatchPresentation/iconBar``.
  /// - Apple TV: ``topBar``.
  /// - Apple Vision Pro: ``leadingOrnament``. visionOS's own `TabView` puts tabs in a vertical
  ///   ornament beside the window, where they never compete with content for width; a bottom
  ///   bar would sit in the window's glass, so TabBarKit follows the system.
  package static func adapting(
    to platform: TabBarPlatform, sizeClass: HorizontalSizeClass, preferences: TabBarAdaptationPreferences
  ) -> TabBarPresentation {
    switch platform {
    case .iPhone: .bottomBar
    case .iPad:
      platform.letsPersonChooseSidebar(in: sizeClass) && preferences.prefersSidebar ? .sidebar : .bottomBar
    case .mac: preferences.fixedPlacement == .tabBar ? .bottomBar : .sidebar
    case .watch: preferences.watchPresentation == .iconBar ? .bottomBar : .verticalPages
    case .tv: .topBar
    case .vision: .leadingOrnament
    }
  }
}
