import Foundation

extension TabBarDesign {
  /// The curved design: an 80 pt edge bar whose notch cradles a raised blue→purple action
  /// button, icons only, a blue dot under the selected tab that glides to a newly selected one
  /// on `spring(response: 0.3, dampingFraction: 0.7)`; the same on every platform.
  ///
  /// ```swift
  /// .tabBarStyle(.curved)
  /// TabBarDesign.curved.spring   // response 0.3, damping fraction 0.7
  /// ```
  public static let curved = TabBarDesign(
    name: "curved", title: "Curved, with a raised action button",
    sampleTabs: [
      "Home": "house.fill", "Search": "magnifyingglass", "Favorites": "heart.fill", "Profile": "person.fill",
    ],
    theme: .curved, spring: TabBarSpring(response: 0.3, dampingFraction: 0.7), animatesSelection: true,
    metrics: { _ in .curved })
}

extension TabBarMetrics {
  /// The curved design's geometry: an 80 pt edge bar whose 22 pt icons (no labels) sit in a
  /// 50 pt row (15 pt above and below), 25 pt from the sides; a notch of two cubic Bézier
  /// halves, 80 pt wide and 40 pt deep, holds a 60 pt action button whose centre is 15 pt below
  /// the bar's top, so it rises 15 pt; a 5 pt dot 4 pt under the selected icon. On a device
  /// without a home indicator the row sits 15 pt above the bottom.
  package static let curved = TabBarMetrics(
    placement: .edge,
    barHeight: 80,
    cornerRadius: 0,
    horizontalPadding: 25,
    topPadding: 15,
    bottomPadding: 15,
    minimumBottomGap: 15,
    iconSize: 22,
    labelVisibility: .never,
    selectionMarker: .dot(diameter: 5, gap: 4),
    actionButton: ActionButtonMetrics(
      diameter: 60, clearance: 5,
      notch: NotchMetrics(width: 80, depth: 40, shoulderRadius: 0, shape: .bezierValley),
      centerDepth: 15)
  )

  /// The curved design with its notch under the selected tab
  /// (``TabBarDesign/followingSelection`` of ``TabBarDesign/curved``).
  package static let curvedFollowing = TabBarMetrics.curved.notchFollowingSelection
}

extension TabBarTheme {
  /// The curved design's colours: a bar of the system background (near-black, elevated, in
  /// dark mode) with a black 10 % shadow (radius 10, 5 pt up), a blue→purple gradient action
  /// button with a purple 40 % shadow (radius 10, 5 pt down), blue selected items with a blue
  /// dot, gray others.
  package static let curved = TabBarTheme(
    light: TabBarPalette(
      barFill: .solid(.white),
      barShadow: ThemeShadow(color: .black.withAlpha(0.1), radius: 10, y: -5),
      selectedItemColor: .systemBlue,
      unselectedItemColor: .systemGray,
      indicatorFill: .solid(.systemBlue),
      actionButtonFill: .linearGradient(curvedActionGradient(from: .systemBlue, to: .systemPurple)),
      actionButtonShadow: ThemeShadow(color: .systemPurple.withAlpha(0.4), radius: 10, y: 5),
      selectionFollowsTint: true
    ),
    dark: TabBarPalette(
      barFill: .solid(.systemBackgroundDarkElevated),
      barShadow: ThemeShadow(color: .black.withAlpha(0.1), radius: 10, y: -5),
      selectedItemColor: .systemBlueDark,
      unselectedItemColor: .systemGray,
      indicatorFill: .solid(.systemBlueDark),
      actionButtonFill: .linearGradient(curvedActionGradient(from: .systemBlueDark, to: .systemPurple)),
      actionButtonShadow: ThemeShadow(color: .systemPurple.withAlpha(0.4), radius: 10, y: 5),
      badgeFill: .systemRedDark,
      selectionFollowsTint: true
    ),
    selectedSymbolVariant: .plain
  )

  /// The action button's gradient: `start` at the top-leading corner to `end` at the
  /// bottom-trailing one.
  private static func curvedActionGradient(from start: RGBAColor, to end: RGBAColor) -> LinearGradientFill {
    LinearGradientFill(
      stops: [GradientStop(color: start, location: 0), GradientStop(color: end, location: 1)],
      startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 1, y: 1))
  }
}
