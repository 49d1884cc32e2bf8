import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

/// The layout uses metrics as they are when they are sane already; "sane already" must mean
/// exactly that sanitising would give them back bit for bit.
@Suite("Sanitized metrics")
struct SanitizedMetricsTests {
  /// A length of any kind: ordinary, zero of either sign, negative, huge, at the limit, NaN, ±∞.
  static func length(using random: inout SeededGenerator) -> CGFloat {
    switch Int.random(in: 0..<12, using: &random) {
    case 0: 0
    case 1: -0.0
    case 2: -.random(in: 0...50, using: &random)
    case 3: TabBarMetrics.maximumLength
    case 4: TabBarMetrics.maximumLength.nextUp
    case 5: [CGFloat.nan, .infinity, -.infinity].randomElement(using: &random)!
    case 6: .random(in: 0...5, using: &random)
    case 7: -TabBarMetrics.maximumLength
    default: .random(in: 0...120, using: &random)
    }
  }

  /// Metrics from a preset with a few fields (or none) replaced by lengths of any kind.
  static func metrics(using random: inout SeededGenerator) -> TabBarMetrics {
    var metrics = [TabBarMetrics.curved, .curvedFollowing, .floating, .indicator, .material].randomElement(
      using: &random)!
    let edits: [(inout TabBarMetrics, CGFloat) -> Void] = [
      { $0.barHeight = $1 }, { $0.cornerRadius = $1 }, { $0.horizontalPadding = $1 },
      { $0.topPadding = $1 }, { $0.bottomPadding = $1 }, { $0.safeAreaLift = $1 },
      { $0.minimumBottomGap = $1 }, { $0.iconSize = $1 }, { $0.labelFontSize = $1 },
      { $0.iconLabelSpacing = $1 }, { $0.minimumHitSize = $1 }, { $0.selectedIconScale = $1 / 20 },
      { $0.lineMarkerInset = $1 }, { $0.maximumFloatingWidth = $1 }, { $0.actionButton.diameter = $1 },
      { $0.actionButton.clearance = $1 }, { $0.actionButton.centerDepth = $1 },
      { $0.actionButton.notch?.width = $1 }, { $0.actionButton.notch?.depth = $1 },
      { $0.actionButton.notch?.shoulderRadius = $1 }, { $0.maximumDynamicTypeFactor = $1 / 10 },
      { $0.minimumDynamicTypeFactor = $1 / 10 },
      { $0.placement = .floating(horizontalMargin: $1, bottomMargin: 8) },
      { $0.selectionMarker = .line(width: $1, thickness: 2, edge: .top) },
      { $0.selectionMarker = .dot(diameter: 4, gap: $1) },
      { $0.selectionMarker = .pill(padding: $1) },
    ]
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      edits.randomElement(using: &random)!(&metrics, length(using: &random))
    }
    return metrics
  }

  @Test("Metrics count as sane exactly when sanitising gives them back bit for bit")
  func saneExactlyWhenUnchanged() {
    var random = SeededGenerator(seed: SeededGenerator.baseSeed &+ 91)
    var (sane, insane) = (0, 0)
    for _ in 0..<100_000 {
      let metrics = Self.metrics(using: &random)
      // The description prints every stored number, telling −0 from 0 and NaN from anything.
      let unchanged = String(describing: metrics.sanitized()) == String(describing: metrics)
      #expect(metrics.isSanitized == unchanged, "\(metrics)")
      if unchanged { sane += 1 } else { insane += 1 }
    }
    // Not vacuous: both answers, many times.
    #expect(sane > 10_000 && insane > 10_000, "\(sane) sane, \(insane) not")
  }

  @Test("A request knows whether its metrics are sane after it is made and after every change")
  func requestTracksItsMetrics() throws {
    var random = SeededGenerator(seed: SeededGenerator.baseSeed &+ 92)
    var request = TabBarLayoutRequest(
      items: try Fixtures.tabs(3), selectedID: "t0", containerSize: CGSize(width: 390, height: 844),
      metrics: Self.metrics(using: &random))
    var (sane, insane) = (0, 0)
    for step in 0..<20_000 {
      #expect(request.hasSanitizedMetrics == request.metrics.isSanitized)
      if request.hasSanitizedMetrics { sane += 1 } else { insane += 1 }
      // Whole new metrics, or one field changed in place.
      if step.isMultiple(of: 2) {
        request.metrics = Self.metrics(using: &random)
      } else {
        request.metrics.barHeight = Self.length(using: &random)
      }
    }
    #expect(sane > 2_000 && insane > 2_000, "\(sane) sane, \(insane) not")
  }
}
