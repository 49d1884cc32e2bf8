import Foundation

/// One built-in design, whole: its geometry on each platform, its colours, the spring it moves
/// on and whether a change of selection animates.
///
/// A design is the one public spelling of itself: TabBarKit's `.tabBarStyle(.curved)` draws
/// `TabBarDesign.curved`, `.tabBarStyle(.curved.customized(theme: brand))` the same with your
/// colours, and `tabbar-preview --style curved` the same value. Each design lives in one file of
/// `Sources/TabBarCore/Designs/` (its metrics, theme, spring and animation together) and is
/// listed once, in ``allCases``, which everything that lists designs reads: the gallery, the
/// benchmark, the preview's `--style` names, the demo's picker and the golden tests.
///
/// ```swift
/// let branded = TabBarDesign.material.customized(theme: brandTheme)
/// branded.spring                          // still response 0.3, damping fraction 0.7
/// branded.metrics(on: .watch).iconSize    // still 18: the design's watch geometry
/// ```
public struct TabBarDesign: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The design's name, as `tabbar-preview --style` spells it: `curved`, `floating`,
  /// `indicator`, `material` or `pill`.
  ///
  /// ```swift
  /// TabBarDesign.allCases.map(\.name)   // ["curved", "floating", "indicator", "material", "pill"]
  /// ```
  public let name: String
  /// What the design is called in a list of designs, as the gallery and the demo's picker
  /// show it.
  ///
  /// ```swift
  /// TabBarDesign.floating.title   // "Floating capsule"
  /// ```
  public let title: String
  /// The tabs the design was drawn with (its gallery picture, the README's, the demo's screen).
  package let sampleTabs: [SampleTab]
  /// The colours, symbol variants and label weights.
  ///
  /// ```swift
  /// TabBarDesign.curved.theme   // TabBarTheme.curved
  /// ```
  public private(set) var theme: TabBarTheme
  /// The spring the bar moves on: a change of selection (when ``animatesSelection``), and the
  /// bar hiding, minimizing and following a finger.
  ///
  /// ```swift
  /// TabBarDesign.curved.spring   // response 0.3, damping fraction 0.7
  /// ```
  public let spring: TabBarSpring
  /// Whether a change of selection moves on ``spring``; `false` changes the bar at once, as the
  /// indicator design does.
  ///
  /// ```swift
  /// TabBarDesign.indicator.animatesSelection   // false
  /// ```
  public let animatesSelection: Bool
  /// The geometry on iPhone, and on every platform `platformMetrics` names no other for.
  private var iPhoneMetrics: TabBarMetrics
  /// The platforms whose geometry differs from `iPhoneMetrics`, with theirs.
  private var platformMetrics: [TabBarPlatform: TabBarMetrics]

  /// Every built-in design, in the order the gallery shows them: the one list of designs.
  ///
  /// ```swift
  /// TabBarDesign.allCases.count   // 5
  /// ```
  public static let allCases: [TabBarDesign] = [.curved, .floating, .indicator, .material, .pill]

  /// One tab a design is shown with: its title and its SF Symbol.
  package struct SampleTab: Sendable, Hashable {
    /// The tab's title.
    package var title: String
    /// The tab's SF Symbol name.
    package var symbol: String
  }

  /// A design named `name` whose geometry on each platform is `metrics(platform)`, shown as
  /// `title` with `sampleTabs` (title and symbol pairs).
  init(
    name: String, title: String, sampleTabs: KeyValuePairs<String, String>, theme: TabBarTheme,
    spring: TabBarSpring, animatesSelection: Bool, metrics: (TabBarPlatform) -> TabBarMetrics
  ) {
    self.name = name
    self.title = title
    self.sampleTabs = sampleTabs.map { SampleTab(title: $0.key, symbol: $0.value) }
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
  /// TabBarDesign.material.metrics(on: .watch).iconSize   // 18
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
  /// let branded = TabBarDesign.curved.customized(theme: brandTheme)
  /// branded.spring == TabBarDesign.curved.spring   // true
  /// ```
  public func customized(metrics: TabBarMetrics? = nil, theme: TabBarTheme? = nil) -> TabBarDesign {
    var design = self
    if let metrics {
      design.iPhoneMetrics = metrics
      design.platformMetrics = [:]
    }
    if let theme { design.theme = theme }
    return design
  }

  /// This design with its notch under the selected tab on every platform, gliding to a newly
  /// selected one, the selected icon raised into it (the action button, if any, sits in the row
  /// of items); a design without a notch is unchanged.
  ///
  /// ```swift
  /// .tabBarStyle(.curved.followingSelection)
  /// TabBarDesign.curved.followingSelection.metrics(on: .iPhone).barHeight   // 80, as curved's
  /// ```
  public var followingSelection: TabBarDesign {
    var design = self
    design.iPhoneMetrics = iPhoneMetrics.notchFollowingSelection
    design.platformMetrics = platformMetrics.mapValues(\.notchFollowingSelection)
    return design
  }

  /// The design's ``name``, as an interpolated design reads.
  ///
  /// ```swift
  /// "\(TabBarDesign.curved)"   // "curved"
  /// ```
  public var description: String { name }

  /// Hashes the name: designs that differ only in theme or metrics share a bucket.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
  }
}
