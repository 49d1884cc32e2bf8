import Foundation

/// What the app (or the person) prefers where a platform leaves a choice.
package struct TabBarAdaptationPreferences: Sendable, Hashable, Codable {
  /// Whether an iPad in regular width shows a sidebar rather than a bottom bar.
  package var prefersSidebar: Bool
  /// What a horizontal bar does with tabs that do not fit.
  package var overflowStyle: TabBarOverflowStyle
  /// The narrowest an item may be before tabs overflow; `nil` uses
  /// ``TabBarPlatform/minimumItemWidth``. Never below ``minimumHitSize``.
  package var minimumItemWidth: CGFloat?
  /// How Apple Watch presents the tabs: pages (the default) or an icon-only bar.
  package var watchPresentation: TabBarWatchPresentation
  /// Where an adaptable container shows its tabs on a platform that cannot switch between bar
  /// and sidebar, as iOS 27's `defaultTabBarPlacement(_:)`: `nil` for the platform's own. The
  /// Mac honours ``TabVisibilityPlacement/tabBar`` (the style's bar instead of the split view's
  /// sidebar); the iPhone keeps its bar (a sidebar needs an iPad's or a window's room); the
  /// iPad ignores it (the person switches there).
  package var fixedPlacement: TabVisibilityPlacement?

  /// Whether an adaptable container (the person switches bar and sidebar) prefers its sidebar:
  /// as the person last chose, or, before any choice, as the app's default placement says, as
  /// `defaultAdaptableTabBarPlacement(_:)` sets the system's first appearance.
  ///
  /// ```swift
  /// TabBarAdaptationPreferences.prefersSidebar(personsChoice: nil, defaultsToSidebar: true)    // true
  /// TabBarAdaptationPreferences.prefersSidebar(personsChoice: false, defaultsToSidebar: true)  // false
  /// ```
  package static func prefersSidebar(personsChoice: Bool?, defaultsToSidebar: Bool) -> Bool {
    personsChoice ?? defaultsToSidebar
  }

  /// The smallest item width accepted: the Human Interface Guidelines' 44 pt hit size.
  package static let minimumHitSize: CGFloat = TabBarMetrics.standardMinimumHitSize

  /// Creates preferences: a bottom bar on iPad, a More item for overflow, the platform's item
  /// width, pages on Apple Watch, by default.
  package init(
    prefersSidebar: Bool = false, overflowStyle: TabBarOverflowStyle = .moreTab,
    minimumItemWidth: CGFloat? = nil, watchPresentation: TabBarWatchPresentation = .pages,
    fixedPlacement: TabVisibilityPlacement? = nil
  ) {
    self.fixedPlacement = fixedPlacement
    self.prefersSidebar = prefersSidebar
    self.overflowStyle = overflowStyle
    self.minimumItemWidth = minimumItemWidth
    self.watchPresentation = watchPresentation
  }

  /// Decodes preferences; a field missing from older stored data takes its default.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      prefersSidebar: try container.decodeIfPresent(Bool.self, forKey: .prefersSidebar) ?? false,
      overflowStyle: try container.decodeIfPresent(TabBarOverflowStyle.self, forKey: .overflowStyle)
        ?? .moreTab,
      minimumItemWidth: try container.decodeIfPresent(CGFloat.self, forKey: .minimumItemWidth),
      watchPresentation: try container.decodeIfPresent(
        TabBarWatchPresentation.self, forKey: .watchPresentation) ?? .pages,
      fixedPlacement: try container.decodeIfPresent(TabVisibilityPlacement.self, forKey: .fixedPlacement))
  }
}
