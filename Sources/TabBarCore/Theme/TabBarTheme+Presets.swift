import Foundation

extension TabBarTheme {
  /// The curved design: a white bar (near-black in dark mode) with a soft shadow, a blue→purple
  /// gradient action button, blue selected items with a blue dot, gray others.
  public static let curved = TabBarTheme(
    light: TabBarPalette(
      barFill: .solid(.white),
      barShadow: ThemeShadow(color: .black.withAlpha(0.12), radius: 10, y: -2),
      selectedItemColor: .systemBlue,
      unselectedItemColor: .systemGray,
      indicatorFill: .solid(.systemBlue),
      actionButtonFill: .linearGradient(actionGradient(from: .systemBlue, to: .systemPurple)),
      actionButtonShadow: ThemeShadow(color: .systemPurple.withAlpha(0.35), radius: 8, y: 4)
    ),
    dark: TabBarPalette(
      barFill: .solid(.systemBackgroundDarkElevated),
      barShadow: ThemeShadow(color: .black.withAlpha(0.5), radius: 10, y: -2),
      selectedItemColor: .systemBlueDark,
      unselectedItemColor: .systemGray,
      indicatorFill: .solid(.systemBlueDark),
      actionButtonFill: .linearGradient(actionGradient(from: .systemBlueDark, to: .systemPurple)),
      actionButtonShadow: ThemeShadow(color: .black.withAlpha(0.5), radius: 8, y: 4),
      badgeFill: .systemRedDark
    ),
    selectedLabelWeight: .medium
  )

  /// The floating design: a capsule filled with a radial blue→black gradient, white icons
  /// (unselected ones at 60 %), a faint white pill under the selected item, whose label alone
  /// shows.
  public static let floating = TabBarTheme(
    light: TabBarPalette(
      barFill: .radialGradient(capsuleGradient(center: .systemBlue)),
      barShadow: ThemeShadow(color: .black.withAlpha(0.3), radius: 16, y: 8),
      selectedItemColor: .white,
      unselectedItemColor: .white.withAlpha(0.6),
      indicatorFill: .solid(.white.withAlpha(0.18)),
      actionButtonFill: .solid(.white),
      actionButtonGlyphColor: .black
    ),
    dark: TabBarPalette(
      barFill: .radialGradient(capsuleGradient(center: .systemBlueDark)),
      barShadow: ThemeShadow(color: .black.withAlpha(0.6), radius: 16, y: 8),
      barBorder: ThemeStroke(color: .white.withAlpha(0.12), width: 1),
      selectedItemColor: .white,
      unselectedItemColor: .white.withAlpha(0.6),
      indicatorFill: .solid(.white.withAlpha(0.18)),
      actionButtonFill: .solid(.white),
      actionButtonGlyphColor: .black,
      badgeFill: .systemRedDark
    ),
    selectedLabelWeight: .semibold
  )

  /// The indicator design (as LinkedIn's bar): a white bar with a hairline top border, gray
  /// unselected items, black selected ones under a black 2 pt line; inverted in dark mode.
  public static let indicator = TabBarTheme(
    light: TabBarPalette(
      barFill: .solid(.white),
      barBorder: ThemeStroke(color: .black.withAlpha(0.12), width: 0.5),
      selectedItemColor: .black,
      unselectedItemColor: .systemGray,
      indicatorFill: .solid(.black),
      actionButtonFill: .solid(.black)
    ),
    dark: TabBarPalette(
      barFill: .solid(RGBAColor(red255: 29, green255: 34, blue255: 38)),
      barBorder: ThemeStroke(color: .white.withAlpha(0.15), width: 0.5),
      selectedItemColor: .white,
      unselectedItemColor: .systemGray,
      indicatorFill: .solid(.white),
      actionButtonFill: .solid(.white),
      actionButtonGlyphColor: .black,
      badgeFill: .systemRedDark
    ),
    selectedLabelWeight: .semibold
  )

  /// The material design: a translucent blurring bar (SwiftUI's `Material.bar`), blue selected
  /// items with a filled symbol and a bold label, gray others.
  public static let material = TabBarTheme(
    light: TabBarPalette(
      barFill: .material(
        MaterialFill(
          tint: RGBAColor(white: 0.98, alpha: 0.72), blurRadius: 20,
          opaqueFallback: RGBAColor(red255: 248, green255: 248, blue255: 248))),
      barShadow: ThemeShadow(color: .black.withAlpha(0.1), radius: 12, y: 4),
      selectedItemColor: .systemBlue,
      unselectedItemColor: .systemGray,
      indicatorFill: .solid(.systemBlue.withAlpha(0.15)),
      actionButtonFill: .solid(.systemBlue)
    ),
    dark: TabBarPalette(
      barFill: .material(
        MaterialFill(
          tint: RGBAColor(white: 0.12, alpha: 0.72), blurRadius: 20,
          opaqueFallback: .systemBackgroundDarkElevated)),
      barShadow: ThemeShadow(color: .black.withAlpha(0.4), radius: 12, y: 4),
      selectedItemColor: .systemBlueDark,
      unselectedItemColor: .systemGray,
      indicatorFill: .solid(.systemBlueDark.withAlpha(0.2)),
      actionButtonFill: .solid(.systemBlueDark),
      badgeFill: .systemRedDark
    ),
    selectedLabelWeight: .bold
  )

  /// The action button's gradient: `start` at the top-leading corner to `end` at the
  /// bottom-trailing one.
  private static func actionGradient(from start: RGBAColor, to end: RGBAColor) -> LinearGradientFill {
    LinearGradientFill(
      stops: [GradientStop(color: start, location: 0), GradientStop(color: end, location: 1)],
      startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 1, y: 1))
  }

  /// The floating capsule's gradient: `center` in the middle fading to black 220 pt out.
  private static func capsuleGradient(center: RGBAColor) -> RadialGradientFill {
    RadialGradientFill(
      stops: [GradientStop(color: center, location: 0), GradientStop(color: .black, location: 1)],
      center: CGPoint(x: 0.5, y: 0.5), startRadius: 0, endRadius: 220)
  }
}
