import Foundation

extension TabBarTheme {
  /// The curved design: a bar of the system background (near-black, elevated, in dark mode)
  /// with a black 10 % shadow (radius 10, 5 pt up), a blue→purple gradient action button with a
  /// purple 40 % shadow (radius 10, 5 pt down), blue selected items with a blue dot, gray others.
  public static let curved = TabBarTheme(
    light: TabBarPalette(
      barFill: .solid(.white),
      barShadow: ThemeShadow(color: .black.withAlpha(0.1), radius: 10, y: -5),
      selectedItemColor: .systemBlue,
      unselectedItemColor: .systemGray,
      indicatorFill: .solid(.systemBlue),
      actionButtonFill: .linearGradient(actionGradient(from: .systemBlue, to: .systemPurple)),
      actionButtonShadow: ThemeShadow(color: .systemPurple.withAlpha(0.4), radius: 10, y: 5),
      selectionFollowsTint: true
    ),
    dark: TabBarPalette(
      barFill: .solid(.systemBackgroundDarkElevated),
      barShadow: ThemeShadow(color: .black.withAlpha(0.1), radius: 10, y: -5),
      selectedItemColor: .systemBlueDark,
      unselectedItemColor: .systemGray,
      indicatorFill: .solid(.systemBlueDark),
      actionButtonFill: .linearGradient(actionGradient(from: .systemBlueDark, to: .systemPurple)),
      actionButtonShadow: ThemeShadow(color: .systemPurple.withAlpha(0.4), radius: 10, y: 5),
      badgeFill: .systemRedDark,
      selectionFollowsTint: true
    ),
    selectedSymbolVariant: .plain
  )

  /// The floating design: a capsule filled with a radial blue→black gradient (radius 2 to 350)
  /// with a black 50 % shadow (radius 8, 2 pt down); the selected item in the primary colour,
  /// the others in the secondary one (their dark-mode values in both modes, as the capsule is
  /// dark), and only the selected item's label shows.
  public static let floating = TabBarTheme(
    light: TabBarPalette(
      barFill: .radialGradient(capsuleGradient(center: .systemBlue)),
      barShadow: ThemeShadow(color: .black.withAlpha(0.5), radius: 8, y: 2),
      selectedItemColor: .white,
      unselectedItemColor: secondaryLabelDark,
      indicatorFill: .solid(.clear),
      actionButtonFill: .solid(.white),
      actionButtonGlyphColor: .black
    ),
    dark: TabBarPalette(
      barFill: .radialGradient(capsuleGradient(center: .systemBlueDark)),
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

  /// The indicator design (as LinkedIn's bar): no background, gray unselected items, black
  /// selected ones under a black 2 pt line; white instead of black in dark mode.
  public static let indicator = TabBarTheme(
    light: TabBarPalette(
      barFill: .solid(.clear),
      selectedItemColor: .black,
      unselectedItemColor: .systemGray,
      indicatorFill: .solid(.black),
      actionButtonFill: .solid(.black)
    ),
    dark: TabBarPalette(
      barFill: .solid(.clear),
      selectedItemColor: .white,
      unselectedItemColor: .systemGray,
      indicatorFill: .solid(.white),
      actionButtonFill: .solid(.white),
      actionButtonGlyphColor: .black,
      badgeFill: .systemRedDark
    ),
    selectedSymbolVariant: .plain
  )

  /// The material design: a translucent blurring bar (SwiftUI's `Material.bar`) with a black
  /// 10 % shadow (radius 10, 5 pt up), semibold symbols, blue selected items with a bold label,
  /// gray others.
  public static let material = TabBarTheme(
    light: TabBarPalette(
      barFill: .material(
        MaterialFill(
          tint: RGBAColor(white: 0.98, alpha: 0.72), blurRadius: 20,
          opaqueFallback: RGBAColor(red255: 248, green255: 248, blue255: 248))),
      barShadow: ThemeShadow(color: .black.withAlpha(0.1), radius: 10, y: -5),
      selectedItemColor: .systemBlue,
      unselectedItemColor: .systemGray,
      indicatorFill: .solid(.systemBlue.withAlpha(0.15)),
      actionButtonFill: .solid(.systemBlue),
      selectionFollowsTint: true
    ),
    dark: TabBarPalette(
      barFill: .material(
        MaterialFill(
          tint: RGBAColor(white: 0.12, alpha: 0.72), blurRadius: 20,
          opaqueFallback: .systemBackgroundDarkElevated)),
      barShadow: ThemeShadow(color: .black.withAlpha(0.1), radius: 10, y: -5),
      selectedItemColor: .systemBlueDark,
      unselectedItemColor: .systemGray,
      indicatorFill: .solid(.systemBlueDark.withAlpha(0.2)),
      actionButtonFill: .solid(.systemBlueDark),
      badgeFill: .systemRedDark,
      selectionFollowsTint: true
    ),
    selectedSymbolVariant: .plain, selectedLabelWeight: .bold, iconWeight: .semibold
  )

  /// The action button's gradient: `start` at the top-leading corner to `end` at the
  /// bottom-trailing one.
  private static func actionGradient(from start: RGBAColor, to end: RGBAColor) -> LinearGradientFill {
    LinearGradientFill(
      stops: [GradientStop(color: start, location: 0), GradientStop(color: end, location: 1)],
      startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 1, y: 1))
  }

  /// The floating capsule's gradient: `center` in the middle, from 2 pt out, fading to black
  /// 350 pt out.
  private static func capsuleGradient(center: RGBAColor) -> RadialGradientFill {
    RadialGradientFill(
      stops: [GradientStop(color: center, location: 0), GradientStop(color: .black, location: 1)],
      center: CGPoint(x: 0.5, y: 0.5), startRadius: 2, endRadius: 350)
  }

  /// The system's secondary label colour in dark mode (`UIColor.secondaryLabel`).
  private static let secondaryLabelDark = RGBAColor(red255: 235, green255: 235, blue255: 245).withAlpha(0.6)
}
