import Foundation
import TabBarCore
import Testing

/// Every way TabBarKit offers a built-in design (`.curved`, `.curved.customized(theme:)`,
/// `.curved.customized(metrics:)`, `.curved.customized(metrics:theme:)`,
/// `.curved.followingSelection`, and the same for the other designs) is one of the core values
/// below; each must keep the design's
/// spring, whether its selection animates, and its geometry on every platform unless given
/// other metrics, as `seed-designs.md` has them (``SeedDesignTable``).
@Suite("Preset entry points: a design given a theme or metrics keeps the rest of itself")
struct PresetEntryPointTests {
  /// A way of using a design: what TabBarKit's entry point adds to the design's name.
  enum Entry: String, CaseIterable, Sendable {
    /// `.curved`.
    case plain = ""
    /// `.curved.customized(theme:)`.
    case theme = "(theme:)"
    /// `.curved.customized(metrics:)`.
    case metrics = "(metrics:)"
    /// `.curved.customized(metrics:theme:)`.
    case metricsAndTheme = "(metrics:theme:)"
    /// `.curved.followingSelection`: only the curved design has a notch to follow the selection.
    case following = "Following"

    /// The core preset the entry point draws for `design`.
    func preset(_ design: TabBarDesign) -> TabBarDesign {
      switch self {
      case .plain: design
      case .theme: design.customized(theme: PresetEntryPointTests.brandTheme)
      case .metrics: design.customized(metrics: PresetEntryPointTests.brandMetrics)
      case .metricsAndTheme:
        design.customized(
          metrics: PresetEntryPointTests.brandMetrics, theme: PresetEntryPointTests.brandTheme)
      case .following: design.followingSelection
      }
    }
  }

  /// One design through one entry point.
  struct Case: Sendable, CustomTestStringConvertible {
    var design: TabBarDesign
    var entry: Entry
    var testDescription: String { ".\(design.name)\(entry.rawValue)" }
  }

  /// Every design through every entry point it has.
  static let cases: [Case] = TabBarDesign.allCases.flatMap { design in
    Entry.allCases.filter { $0 != .following || design.name == "curved" }.map {
      Case(design: design, entry: $0)
    }
  }

  /// An app's own colours: the indicator design's, in purple.
  static let brandTheme: TabBarTheme = {
    var theme = TabBarTheme.indicator
    theme.light.selectedItemColor = .systemPurple
    return theme
  }()

  /// An app's own geometry: the floating design's, lower.
  static let brandMetrics: TabBarMetrics = {
    var metrics = TabBarMetrics.floating
    metrics.barHeight = 64
    return metrics
  }()

  @Test("Every entry point keeps the design's spring and whether its selection animates", arguments: cases)
  func motion(_ testCase: Case) {
    let preset = testCase.entry.preset(testCase.design)
    let expected = SeedDesignTable.motion(testCase.design.name)
    #expect(preset.animatesSelection == expected.animatesSelection)
    #expect(abs(preset.spring.response - expected.response) < 1e-9)
    #expect(abs(preset.spring.dampingFraction - expected.dampingFraction) < 1e-9)
  }

  @Test(
    "Every entry point has the design's geometry for each platform, or the metrics given on every one",
    arguments: cases)
  func geometry(_ testCase: Case) {
    let preset = testCase.entry.preset(testCase.design)
    for platform in TabBarPlatform.allCases {
      let metrics = preset.metrics(on: platform)
      switch testCase.entry {
      case .metrics, .metricsAndTheme:
        #expect(metrics == Self.brandMetrics, "\(platform)")
      case .plain, .theme, .following:
        let expected = SeedDesignTable.geometry(
          testCase.design.name, on: platform, following: testCase.entry == .following)
        #expect(SeedDesignTable.Geometry(metrics) == expected, "\(platform)")
      }
    }
  }

  @Test("Every entry point has the theme given, or the design's own", arguments: cases)
  func theme(_ testCase: Case) {
    let preset = testCase.entry.preset(testCase.design)
    // The seed designs' themes by their own names; a later design's is the one it was made with.
    let seeds: [String: TabBarTheme] = [
      "curved": .curved, "floating": .floating, "indicator": .indicator, "material": .material,
    ]
    let own = seeds[testCase.design.name] ?? testCase.design.theme
    switch testCase.entry {
    case .theme, .metricsAndTheme: #expect(preset.theme == Self.brandTheme)
    case .plain, .metrics, .following: #expect(preset.theme == own)
    }
    #expect(preset.name == testCase.design.name)
  }

  @Test("Following the selection leaves a design without a notch as it is")
  func followingWithoutNotch() {
    for design in TabBarDesign.allCases where design.name != "curved" {
      #expect(design.followingSelection == design, "\(design.name)")
    }
    #expect(TabBarDesign.curved.followingSelection.metrics(on: .iPhone) == .curvedFollowing)
  }

  @Test("The designs are named as tabbar-preview's --style spells them, each once")
  func names() {
    #expect(TabBarDesign.allCases.map(\.name) == ["curved", "floating", "indicator", "material", "pill"])
    #expect(TabBarDesign.curved.customized() == .curved)
  }
}
