import Foundation

/// One built-in design, whole: its geometry on each platform, its colours, the spring it moves
/// on and whether a change of selection animates.
///
/// Every way of using a design starts from one of these values (TabBarKit's `.curved`,
/// `.curved(theme:)`, `.curved(metrics:theme:)`, `.curvedFollowing`, `PresetTabBarStyle(.curved)`,
/// the same for the other designs, and `tabbar-preview --style`), so a design given your theme
/// or your metrics keeps the rest of itself.
///
/// ```swift
/// let branded = TabBarStylePreset.material.customized(theme: brandTheme)
/// branded.spring                          // still response 0.3, damping fraction 0.7
/// branded.metrics(on: .watch).iconSize    // still 18: the design's watch geometry
/// ```
public struct TabBarStylePreset: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The design's name, as `tabbar-preview --style` spells it: `curved`, `floating`,
  /// `indicator` or `material`.
  ///
  /// ```swift
  /// TabBarStylePreset.allCases.map(\.name)   // ["curved", "floating", "indicator", "material"]
  /// ```
  public let name: String
  /// The colours, symbol variants and label weights.
  ///
  /// ```swift
  /// TabBarStylePreset.curved.theme   // TabBarTheme.curved
  /// ```
  public private(set) var theme: TabBarTheme
  /// The spring the bar moves on: a change of selection (when ``animatesSelection``), and the
  /// bar hiding, minimizing and following a finger.
  ///
  /// ```swift
  /// TabBarStylePreset.curved.spring   // response 0.3, damping fraction 0.7
  /// ```
  public let spring: TabBarSpring
  /// Whether a change of selection moves on ``spring``; `false` changes the bar at once, as the
  /// indicator design does.
  ///
  /// ```swift
  /// TabBarStylePreset.indicator.animatesSelection   // false
  /// ```
  public let animatesSelection: Bool
  /// The geometry on iPhone, and on every platform `platformMetrics` names no other for.
  private var iPhoneMetrics: TabBarMetrics
  /// The platforms whose geometry differs from `iPhoneMetrics`, with theirs.
  private var platformMetrics: [TabBarPlatform: TabBarMetrics]

  /// The four designs.
  ///
  /// ```swift
  /// TabBarStylePreset.allCases.count   // 4
  /// ```
  public static let allCases: [TabBarStylePreset] = [.curved, .floating, .indicator, .material]

  /// A design named `name` whose geometry on each platform is `metrics(platform)`.
  init(
    name: String, theme: TabBarTheme, spring: TabBarSpring, animatesSelection: Bool,
    metrics: (TabBarPlatform) -> TabBarMetrics
  ) {
    self.name = name
    self.theme = theme
    self.spring = spring
    self.animatesSelection = animatesSelection
    iPhoneMetrics = metrics(.iPhone)
    platformMetrics = [:]
    for platform in TabBarPlatform.allCases where metrics(platform) != iPhoneMetrics {
      platformMetrics[platform] = metrics(platform)
    }
  }

  /// The design's geometry on `platform`: the material design changes its padding and, on
  /// Apple Watch, its icons; the others are the same everywhere; metrics given to
  /// ``customized(metrics:theme:)`` are the same everywhere.
  ///
  /// ```swift
  /// TabBarStylePreset.material.metrics(on: .watch).iconSize   // 18
  /// ```
  public func metrics(on platform: TabBarPlatform) -> TabBarMetrics {
    platformMetrics[platform] ?? iPhoneMetrics
  }

  /// This design with your geometry or your colours, keeping the rest of it: its spring,
  /// whether selection animates, and, unless you give metrics, its geometry for each platform.
  ///
  /// - Parameters:
  ///   - metrics: The geometry on every platform; `nil` keeps the design's for each platform.
  ///   - theme: The colours; `nil` keeps the design's.
  ///
  /// ```swift
  /// let branded = TabBarStylePreset.curved.customized(theme: brandTheme)
  /// branded.spring == TabBarStylePreset.curved.spring   // true
  /// ```
  public func customized(metrics: TabBarMetrics? = nil, theme: TabBarTheme? = nil) -> TabBarStylePreset {
    var preset = self
    if let metrics {
      preset.iPhoneMetrics = metrics
      preset.platformMetrics = [:]
    }
    if let theme { preset.theme = theme }
    return preset
  }

  /// This design with its notch under the selected tab on every platform, gliding to a newly
  /// selected one, the selected icon raised into it (``TabBarMetrics/curvedFollowing`` for the
  /// curved design); a design without a notch is unchanged.
  ///
  /// ```swift
  /// TabBarStylePreset.curved.followingSelection.metrics(on: .iPhone) == .curvedFollowing   // true
  /// ```
  public var followingSelection: TabBarStylePreset {
    var preset = self
    preset.iPhoneMetrics = iPhoneMetrics.notchFollowingSelection
    preset.platformMetrics = platformMetrics.mapValues(\.notchFollowingSelection)
    return preset
  }

  /// The design's ``name``, as an interpolated preset reads.
  ///
  /// ```swift
  /// "\(TabBarStylePreset.curved)"   // "curved"
  /// ```
  public var description: String { name }

  /// Hashes the name: presets that differ only in theme or metrics share a bucket.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
  }
}
