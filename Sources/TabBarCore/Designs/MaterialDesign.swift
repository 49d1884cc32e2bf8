import Foundation

extension TabBarDesign {
  /// The material design: a translucent floating bar (SwiftUI's `Material.bar`) whose selected
  /// icon grows by 1.2 over a bold label; selection moves on
  /// `spring(response: 0.3, dampingFraction: 0.7)`. Off iPhone and iPad it keeps 10 pt under
  /// the items; on Apple Watch its icons are 18 pt, without labels.
  ///
  /// ```swift
  /// .tabBarStyle(.material)
  /// TabBarDesign.material.metrics(on: .mac).bottomPadding   // 10
  /// ```
  public static let material = TabBarDesign(
    name: "material", title: "Material, in Spanish",
    sampleTabs: [
      "Inicio": "house.fill", "Buscar": "magnifyingglass", "Avisos": "bell.fill", "Perfil": "person.fill",
    ],
    theme: .material, spring: TabBarSpring(response: 0.3, dampingFraction: 0.7), animatesSelection: true,
    metrics: TabBarMetrics.material(on:))
}

extension TabBarMetrics {
  /// The material design's geometry on iPhone (``TabBarDesign/metrics(on:)`` gives each
  /// platform its own).
  package static let material = material(on: .iPhone)

  /// The material design as it is on `platform`: a bar with continuous corners of radius 25,
  /// 16 pt from the sides and 10 pt above the bottom safe area; items share its whole width;
  /// 24 pt icons (the selected one 1.2 times larger) over 11 pt (`.caption2`) labels, 10 pt of
  /// padding above and 15 pt below on iPhone and iPad, 10 pt elsewhere; on Apple Watch 18 pt
  /// icons and no labels.
  static func material(on platform: TabBarPlatform) -> TabBarMetrics {
    let isWatch = platform == .watch
    let isTouch = platform == .iPhone || platform == .iPad
    return TabBarMetrics(
      placement: .floating(horizontalMargin: 16, bottomMargin: 10),
      maximumFloatingWidth: floatingBarMaximumWidth,
      barHeight: 0,
      cornerRadius: 25,
      cornerStyle: .continuous,
      horizontalPadding: 0,
      topPadding: 10,
      bottomPadding: isTouch ? 15 : 10,
      safeAreaLift: 10,
      iconSize: isWatch ? 18 : 24,
      labelFontSize: 11,
      labelVisibility: isWatch ? .never : .always,
      selectedIconScale: 1.2
    )
  }
}

extension TabBarTheme {
  /// The material design's colours: a translucent blurring bar (SwiftUI's `Material.bar`) with
  /// a black 10 % shadow (radius 10, 5 pt up), semibold symbols, blue selected items with a
  /// bold label, gray others.
  package static let material = TabBarTheme(
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
}
