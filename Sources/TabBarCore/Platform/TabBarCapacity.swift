import Foundation

/// How many item slots a horizontal bar has room for.
///
/// A slot is at least the item width the preferences ask for (never under 44 pt). In compact
/// width the bar also follows the system's convention of at most five items, as UIKit's tab bar
/// does on iPhone. The action button takes a slot like a tab.
struct TabBarCapacity: Sendable, Hashable {
  /// The most items the system's convention allows in compact width.
  static let compactConventionLimit = 5
  /// The most slots ever counted, whatever the width (an infinite width is not infinite room).
  static let maximumSlots = 1_000

  /// The width of a slot at its narrowest.
  package let minimumItemWidth: CGFloat
  /// How many slots fit.
  package let slots: Int

  /// The capacity of a bar `width` points wide: finite and not negative, as
  /// ``TabBarAdaptation`` makes the container's width (NaN and negative widths have no room, an
  /// infinite one is the largest finite width, which counts as ``maximumSlots`` slots). A
  /// non-finite preferred item width uses the platform's.
  package init(
    width: CGFloat, platform: TabBarPlatform, sizeClass: HorizontalSizeClass,
    preferences: TabBarAdaptationPreferences
  ) {
    let asked = preferences.minimumItemWidth ?? platform.minimumItemWidth
    let itemWidth =
      asked.isFinite ? max(asked, TabBarAdaptationPreferences.minimumHitSize) : platform.minimumItemWidth
    let fitting = (width / itemWidth).rounded(.down)
    var slots = Int(min(fitting, CGFloat(Self.maximumSlots)))
    if sizeClass == .compact { slots = min(slots, Self.compactConventionLimit) }
    self.minimumItemWidth = itemWidth
    self.slots = slots
  }
}
