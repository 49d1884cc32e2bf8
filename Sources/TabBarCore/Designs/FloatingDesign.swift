import Foundation

extension TabBarDesign {
  /// The floating design: a 72 pt capsule filled with a radial blue→black gradient, the label
  /// shown on the selected tab only; selection changes with `withAnimation`'s default spring
  /// (``TabBarSpring/default``); the same on every platform.
  ///
  /// ```swift
  /// .tabBarStyle(.floating)
  /// TabBarDesign.floating.spring == .default   // true
  /// ```
  public static let floating = TabBarDesign(
    name: "floating", title: "Floating capsule",
    sampleTabs: [
      "Home": "homekit", "Search": "sparkle.magnifyingglass", "Notification": "bell.badge.fill",
      "Settings": "gear.circle",
    ],
    theme: .floating, spring: .default, animatesSelection: true, metrics: { _ in .floating })
}

extension TabBarMetrics {
  /// The floating design's geometry: a 72 pt capsule (corner radius 36) 16 pt from the sides,
  /// 16 pt of padding inside, 22 pt icons and an 11 pt label on the selected item only.
  package static let floating = TabBarMetrics(
    placement: .floating(horizontalMargin: 16, bottomMargin: 16),
    maximumFloatingWidth: floatingBarMaximumWidth,
    barHeight: 72,
    cornerRadius: 36,
    horizontalPadding: 16,
    iconSize: 22,
    labelFontSize: 11,
    labelVisibility: .selected
  )
}

extension TabBarTheme {
  /// The floating design's colours: a capsule filled with a radial blue→black gradient (radius
  /// 2 to 350) with a black 50 % shadow (radius 8, 2 pt down); the selected item in the primary
  /// colour, the others in the secondary one (their dark-mode values in both modes, as the
  /// capsule is dark), and only the selected item's label shows.
  package static let floating = TabBarTheme(
    light: TabBarPalette(
      barFill: .radialGradient(floatingCapsuleGradient(center: .systemBlue)),
      barShadow: ThemeShadow(color: .black.withAlpha(0.5), radius: 8, y: 2),
      selectedItemColor: .white,
      unselectedItemColor: secondaryLabelDark,
      indicatorFill: .solid(.clear),
      actionButtonFill: .solid(.white),
      actionButtonGlyphColor: .black
    ),
    dark: TabBarPalette(
      barFill: .radialGradient(floatingCapsuleGradient(center: .systemBlueDark)),
      barShadow: ThemeShadow(color: .black.withAlpha(0.5), radius: 8, y: 2),
      selectedItemColor: .white,
      unselectedItemColor: secondaryLabelDark,
      indicatorFill: .solid(.clear),
      actionButtonFill: .solid(.white),
      actionButtonGlyphColor: .black,
      badgeFill: .systemRedDark
    ),
    selectedSymbolVariant: .plain
  )

  /// The floating capsule's gradient: `center` in the middle, from 2 pt out, fading to black
  /// 350 pt out.
  private static func floatingCapsuleGradient(center: RGBAColor) -> RadialGradientFill {
    RadialGradientFill(
      stops: [GradientStop(color: center, location: 0), GradientStop(color: .black, location: 1)],
      center: CGPoint(x: 0.5, y: 0.5), startRadius: 2, endRadius: 350)
  }

  /// The system's secondary label colour in dark mode (`UIColor.secondaryLabel`).
  private static let secondaryLabelDark = RGBAColor(red255: 235, green255: 235, blue255: 245).withAlpha(0.6)
}
