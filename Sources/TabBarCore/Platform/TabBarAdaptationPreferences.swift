import Foundation

/// What the app (or the person) prefers where a platform leaves a choice.
public struct TabBarAdaptationPreferences: Sendable, Hashable, Codable {
  /// Whether an iPad in regular width shows a sidebar rather than a bottom bar.
  public var prefersSidebar: Bool
  /// What a horizontal bar does with tabs that do not fit.
  public var overflowStyle: TabBarOverflowStyle
  /// The narrowest an item may be before tabs overflow; `nil` uses
  /// ``TabBarPlatform/minimumItemWidth``. Never below ``minimumHitSize``.
  public var minimumItemWidth: CGFloat?

  /// The smallest item width accepted: the Human Interface Guidelines' 44 pt hit size.
  public static let minimumHitSize: CGFloat = TabBarMetrics.standardMinimumHitSize

  /// Creates preferences: a bottom bar on iPad, a More item for overflow, the platform's item
  /// width, by default.
  public init(
    prefersSidebar: Bool = false, overflowStyle: TabBarOverflowStyle = .moreTab,
    minimumItemWidth: CGFloat? = nil
  ) {
    self.prefersSidebar = prefersSidebar
    self.overflowStyle = overflowStyle
    self.minimumItemWidth = minimumItemWidth
  }
}
