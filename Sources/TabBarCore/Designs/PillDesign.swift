import Foundation

extension TabBarDesign {
  /// The pill design, as iOS 26's own tab bar draws it: a 62 pt translucent capsule floating
  /// 21 pt from the screen's sides, every tab an icon over a label, and the selected tab on a
  /// lighter capsule of its own that glides to a newly selected tab on
  /// `spring(duration: 0.35, bounce: 0.2)`; the same on every platform.
  ///
  /// Apple publishes no figures for the bar; these are read from iOS 26 screenshots on a
  /// 390 pt iPhone (the capsule about 62 pt tall and 21 pt in from each side, the selected
  /// capsule about 6 pt inside it, 24 pt symbols over 10 pt labels) and rounded.
  ///
  /// ```swift
  /// .tabBarStyle(.pill)
  /// TabBarDesign.pill.metrics(on: .iPhone).barHeight   // 62
  /// ```
  public static let pill = TabBarDesign(
    name: "pill", title: "Pill, as iOS 26 draws its bar",
    sampleTabs: [
      "Home": "house.fill", "Alerts": "bell.fill", "Saved": "bookmark.fill", "Profile": "person.fill",
    ],
    theme: pillTheme, spring: TabBarSpring(duration: 0.35, bounce: 0.2), animatesSelection: true,
    metrics: { _ in pillMetrics })

  /// A 62 pt capsule (radius 31) 21 pt from the sides and at least 21 pt above the bottom,
  /// 4 pt of padding at its ends; 24 pt icons 2 pt over 10 pt labels on every tab; the
  /// selected tab's capsule 6 pt larger than its icon and label above and below.
  private static let pillMetrics = TabBarMetrics(
    placement: .floating(horizontalMargin: 21, bottomMargin: 21),
    maximumFloatingWidth: TabBarMetrics.floatingBarMaximumWidth,
    barHeight: 62,
    cornerRadius: 31,
    horizontalPadding: 4,
    iconSize: 24,
    labelFontSize: 10,
    iconLabelSpacing: 2,
    labelVisibility: .always,
    selectionMarker: .pill(padding: 6)
  )

  /// A frosted capsule (white in light mode, near-black in dark) with a soft black 12 % shadow
  /// (radius 12, 4 pt down); the selected tab in the system blue on a capsule of black 6 %
  /// (white 14 % in dark mode), the others near-black (near-white in dark mode: short of the
  /// extreme, so Increase Contrast has room to raise them); semibold labels when selected.
  private static let pillTheme = TabBarTheme(
    light: TabBarPalette(
      barFill: .material(
        MaterialFill(
          tint: RGBAColor(white: 1, alpha: 0.78), blurRadius: 20,
          opaqueFallback: RGBAColor(red255: 250, green255: 250, blue255: 250))),
      barShadow: ThemeShadow(color: .black.withAlpha(0.12), radius: 12, y: 4),
      selectedItemColor: .systemBlue,
      unselectedItemColor: RGBAColor(white: 0.15, alpha: 1),
      indicatorFill: .solid(.black.withAlpha(0.06)),
      actionButtonFill: .solid(.systemBlue),
      selectionFollowsTint: true
    ),
    dark: TabBarPalette(
      barFill: .material(
        MaterialFill(
          tint: RGBAColor(white: 0.12, alpha: 0.78), blurRadius: 20,
          opaqueFallback: .systemBackgroundDarkElevated)),
      barShadow: ThemeShadow(color: .black.withAlpha(0.12), radius: 12, y: 4),
      selectedItemColor: .systemBlueDark,
      unselectedItemColor: RGBAColor(white: 0.92, alpha: 1),
      indicatorFill: .solid(.white.withAlpha(0.14)),
      actionButtonFill: .solid(.systemBlueDark),
      badgeFill: .systemRedDark,
      selectionFollowsTint: true
    ),
    selectedSymbolVariant: .plain, selectedLabelWeight: .semibold
  )
}
