import Foundation

extension TabBarDesign {
  /// The indicator design (as LinkedIn's bar): an edge bar without a background, a black 2 pt
  /// line over the selected tab, gray others; selection changes at once (the bar's other
  /// motion, hiding and minimizing, moves on ``TabBarSpring/default``); the same on every
  /// platform.
  ///
  /// ```swift
  /// .tabBarStyle(.indicator)
  /// TabBarDesign.indicator.animatesSelection   // false
  /// ```
  public static let indicator = TabBarDesign(
    name: "indicator", title: "Line indicator",
    sampleTabs: [
      "Home": "house.fill", "Favorite": "heart.fill", "Job": "bag.fill", "Profile": "person.2.fill",
    ],
    theme: .indicator, spring: .default, animatesSelection: false, metrics: { _ in .indicator })
}

extension TabBarMetrics {
  /// The indicator design's geometry: a 70 pt row 26 pt from the sides, pulled 14 pt into the
  /// bottom safe area; in each item, top to bottom, a 70 × 2 pt line 1 pt from the top (over
  /// the selected item), 10 pt, a 20 pt icon, 10 pt, a 14 pt label.
  package static let indicator = TabBarMetrics(
    placement: .edge,
    barHeight: 70,
    horizontalPadding: 26,
    topPadding: indicatorStackTop,
    bottomPadding: 70 - indicatorStackTop - (20 + 10 + 14 * labelLineHeightMultiple),
    safeAreaLift: -14,
    iconSize: 20,
    labelFontSize: 14,
    iconLabelSpacing: 10,
    selectionMarker: .line(width: 70, thickness: 2, edge: .top),
    lineMarkerInset: 1
  )

  /// Where the indicator design's icon starts below the row's top: the 1 pt inset, the 2 pt
  /// line and a 10 pt gap.
  private static let indicatorStackTop: CGFloat = 1 + 2 + 10
}

extension TabBarTheme {
  /// The indicator design's colours: no background, gray unselected items, black selected
  /// ones under a black 2 pt line; white instead of black in dark mode.
  package static let indicator = TabBarTheme(
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
}
