import Foundation

/// Where a tab container is shown: what the core adapts the bar to (see ``TabBarState``).
///
/// ```swift
/// let context = TabBarContext(platform: .iPhone, sizeClass: .compact, containerWidth: 390)
/// ```
package struct TabBarContext: Sendable, Hashable {
  /// The device family.
  package var platform: TabBarPlatform
  /// The horizontal size class.
  package var sizeClass: HorizontalSizeClass
  /// The container's width in points; a width that is not a number counts as 0, so two equal
  /// contexts always compare equal.
  package var containerWidth: CGFloat {
    didSet { containerWidth = containerWidth.replacingNaN(with: 0) }
  }
  /// The reading direction: arrow keys follow it.
  package var layoutDirection: TabBarLayoutDirection
  /// The app's choices: sidebar, overflow style, minimum item width.
  package var preferences: TabBarAdaptationPreferences
  /// The smallest item width the bar's style allows (its ``TabBarMetrics/minimumHitSize``), or
  /// `nil` for none beyond the platform's.
  package var styleMinimumItemWidth: CGFloat?
  /// The language of the More item's title ("en", "es", …).
  package var language: String

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - platform: The device family.
  ///   - sizeClass: The horizontal size class.
  ///   - containerWidth: The container's width in points.
  ///   - layoutDirection: The reading direction.
  ///   - preferences: The app's adaptation choices.
  ///   - styleMinimumItemWidth: The style's smallest item width, such as `metrics.minimumHitSize`.
  ///   - language: The language of the More item's title.
  package init(
    platform: TabBarPlatform = .iPhone, sizeClass: HorizontalSizeClass = .compact, containerWidth: CGFloat,
    layoutDirection: TabBarLayoutDirection = .leftToRight,
    preferences: TabBarAdaptationPreferences = TabBarAdaptationPreferences(),
    styleMinimumItemWidth: CGFloat? = nil, language: String = "en"
  ) {
    self.platform = platform
    self.sizeClass = sizeClass
    self.containerWidth = containerWidth.replacingNaN(with: 0)
    self.layoutDirection = layoutDirection
    self.preferences = preferences
    self.styleMinimumItemWidth = styleMinimumItemWidth
    self.language = language
  }

  /// The preferences the adaptation runs with: the app's, with the item width raised to the
  /// style's own minimum when the style asks for more than the app or the platform.
  ///
  /// ```swift
  /// TabBarContext(containerWidth: 390, styleMinimumItemWidth: 80)
  ///   .effectivePreferences.minimumItemWidth  // 80
  /// ```
  package var effectivePreferences: TabBarAdaptationPreferences {
    guard let styleMinimum = styleMinimumItemWidth, styleMinimum.isFinite else { return preferences }
    var result = preferences
    let asked = preferences.minimumItemWidth.flatMap { $0.isFinite ? $0 : nil } ?? platform.minimumItemWidth
    result.minimumItemWidth = max(asked, styleMinimum)
    return result
  }
}
