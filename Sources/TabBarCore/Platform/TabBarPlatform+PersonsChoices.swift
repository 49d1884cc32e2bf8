extension TabBarPlatform {
  /// Whether a person switches the tabs between a bar and a sidebar here: on iPad in regular
  /// width, as the system's sidebar-adaptable tab view lets them. Everywhere else the platform
  /// decides (the Mac always shows a sidebar, the iPhone a bar), so no toggle is offered.
  ///
  /// ```swift
  /// TabBarPlatform.iPad.letsPersonChooseSidebar(in: .regular)  // true
  /// TabBarPlatform.iPad.letsPersonChooseSidebar(in: .compact)  // false
  /// TabBarPlatform.mac.letsPersonChooseSidebar(in: .regular)   // false
  /// ```
  ///
  /// - Parameter sizeClass: The container's horizontal size class.
  package func letsPersonChooseSidebar(in sizeClass: HorizontalSizeClass) -> Bool {
    self == .iPad && sizeClass == .regular
  }

  /// Whether a person may drag the bar's tabs to new places: on iPad (as its tab bar is
  /// customized in place), when the app keeps a customization, while the bar is at full size
  /// (a minimized bar only expands).
  ///
  /// ```swift
  /// TabBarPlatform.iPad.letsPersonReorderBar(isCustomizable: true, barIsFullSize: true)    // true
  /// TabBarPlatform.iPhone.letsPersonReorderBar(isCustomizable: true, barIsFullSize: true)  // false
  /// ```
  ///
  /// - Parameters:
  ///   - isCustomizable: Whether the app keeps a ``TabBarCustomization`` for the container.
  ///   - barIsFullSize: Whether the bar is shown at full size, not minimized.
  package func letsPersonReorderBar(isCustomizable: Bool, barIsFullSize: Bool) -> Bool {
    self == .iPad && isCustomizable && barIsFullSize
  }
}
