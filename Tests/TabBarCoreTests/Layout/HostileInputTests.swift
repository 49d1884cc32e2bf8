import Foundation
import TabBarCore
import TabBarHostileInput
import TabBarRender
import Testing

/// Nothing a caller passes can trap the core or put NaN or infinity in its output.
@Suite("Hostile input")
struct HostileInputTests {
  /// 100,000 seeded hostile cases in four batches that run in parallel. A failure names its
  /// seed; `swift run tabbar-fuzz --case <seed>` replays it.
  @Test("Hostile configurations keep every guarantee", arguments: 0..<4)
  func hostileSweep(batch: UInt64) throws {
    let perBatch: UInt64 = 25_000
    let first = SeededGenerator.baseSeed &+ batch &* perBatch
    for seed in first..<(first + perBatch) {
      let hostile = HostileCase(seed: seed)
      let problems = hostile.violations()
      try #require(problems.isEmpty, "\(hostile): \(problems.joined(separator: "; "))")
    }
  }

  @Test("Zero, negative, NaN and infinite sizes give an empty-sized but finite bar")
  func degenerateSizes() throws {
    let items = try TabItems([TabItem(id: "a", title: "A", symbol: "house")])
    for width in [0, -5, CGFloat.nan, .infinity, -.infinity] {
      let layout = TabBarLayoutEngine.layout(
        TabBarLayoutRequest(
          items: items, selectedID: "a", containerSize: CGSize(width: width, height: width),
          metrics: .curved))
      #expect(layout.containerSize == .zero)
      #expect(layout.barFrame.width == 0)
      #expect(layout.barFrame.isFinite)
      #expect(!layout.outline.path().svgPathData.contains("nan"))
    }
  }

  @Test("Lengths beyond a million points are cut to a million")
  func hugeSizes() throws {
    let items = try TabItems([TabItem(id: "a", title: "A", symbol: "house")])
    let layout = TabBarLayoutEngine.layout(
      TabBarLayoutRequest(
        items: items, selectedID: "a", containerSize: CGSize(width: 1e9, height: 1e9), metrics: .indicator))
    #expect(layout.containerSize == CGSize(width: 1_000_000, height: 1_000_000))
  }

  @Test("Insets larger than the container are cut to it")
  func hugeInsets() throws {
    let items = try TabItems([TabItem(id: "a", title: "A", symbol: "house")])
    let layout = TabBarLayoutEngine.layout(
      TabBarLayoutRequest(
        items: items, selectedID: "a", containerSize: CGSize(width: 300, height: 500),
        safeAreaInsets: TabBarInsets(top: 0, leading: 400, bottom: 900, trailing: 200), metrics: .indicator))
    #expect(layout.contentInset >= 0)
    #expect(layout.barFrame.maxY == 500)
    #expect(layout.items[0].hitFrame.width >= 0)
  }

  @Test("No items lay out an empty bar; a hundred items share the width and say they are too narrow")
  func itemCounts() throws {
    let none = TabBarLayoutEngine.layout(
      TabBarLayoutRequest(
        items: try TabItems([]), selectedID: nil, containerSize: CGSize(width: 390, height: 844),
        metrics: .floating))
    #expect(none.items.isEmpty && none.selectedIndex == nil && none.indicator == nil)
    let hundred = try TabItems(
      (0..<100).map { TabItem(id: "t\($0)", title: "Tab \($0)", symbol: "house") })
    let crowded = TabBarLayoutEngine.layout(
      TabBarLayoutRequest(
        items: hundred, selectedID: "t50", containerSize: CGSize(width: 390, height: 844),
        metrics: .indicator))
    #expect(crowded.items.count == 100)
    #expect(!crowded.meetsMinimumHitSize)
    #expect(abs(crowded.items[99].hitFrame.maxX - (390 - TabBarMetrics.indicator.horizontalPadding)) < 1e-6)
  }

  @Test("Dynamic Type factors of 0, negative, 100 and NaN are clamped into the metrics' range")
  func dynamicTypeExtremes() throws {
    let items = try TabItems([TabItem(id: "a", title: "A", symbol: "house")])
    for factor in [0, -1, 100, CGFloat.nan] {
      let layout = TabBarLayoutEngine.layout(
        TabBarLayoutRequest(
          items: items, selectedID: "a", containerSize: CGSize(width: 390, height: 844),
          dynamicTypeFactor: factor, metrics: .indicator))
      let metrics = TabBarMetrics.indicator
      #expect(layout.labelFontSize >= metrics.labelFontSize * metrics.minimumDynamicTypeFactor - 1e-9)
      #expect(layout.labelFontSize <= metrics.labelFontSize * metrics.maximumDynamicTypeFactor + 1e-9)
      #expect(layout.usesLargeContentViewer == (factor == 100))
    }
  }

  @Test("An action button taller than the bar rises above it, still clear of the notch")
  func tallButton() throws {
    var metrics = TabBarMetrics.curved
    metrics.actionButton.diameter = 300
    metrics.actionButton.centerDepth = nil
    let items = try TabItems([
      TabItem(id: "a", title: "A", symbol: "house"),
      TabItem(id: "new", title: "New", symbol: "plus", role: .action),
    ])
    let layout = TabBarLayoutEngine.layout(
      TabBarLayoutRequest(
        items: items, selectedID: "a", containerSize: CGSize(width: 390, height: 844), metrics: metrics))
    let button = try #require(layout.actionButton)
    let distance = OutlineChecks.distance(from: button.center, to: layout.outline.path())
    #expect(abs(distance - (150 + metrics.actionButton.clearance)) < 0.5)
  }

  @Test("Interpolating at any fraction, however large, gives finite frames; NaN and infinities count as 0")
  func hugeFractions() throws {
    let items = try TabItems([
      TabItem(id: "a", title: "A", symbol: "house"), TabItem(id: "b", title: "B", symbol: "bell"),
    ])
    var request = TabBarLayoutRequest(
      items: items, selectedID: "a", containerSize: CGSize(width: 390, height: 844), metrics: .curved)
    let start = TabBarLayoutEngine.layout(request)
    request.selectedID = "b"
    request.containerSize = CGSize(width: 1_000_000, height: 1_000_000)
    let end = TabBarLayoutEngine.layout(request)
    for fraction in [1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude] as [CGFloat] {
      let frame = start.interpolated(to: end, fraction: fraction)
      #expect(frame.barFrame.isFinite && frame.contentBand.isFinite, "\(fraction)")
      #expect(frame.contentInset.isFinite && frame.iconSize.isFinite, "\(fraction)")
      #expect(frame.items.allSatisfy { $0.hitFrame.isFinite && $0.iconFrame.isFinite }, "\(fraction)")
      #expect(frame.outline.frame.isFinite && frame.outline.notchCenterX.isFinite, "\(fraction)")
      let outline = start.outline.interpolated(to: end.outline, fraction: fraction)
      #expect(outline.frame.isFinite && outline.notchCenterX.isFinite, "\(fraction)")
    }
    for fraction in [.nan, .infinity, -.infinity] as [CGFloat] {
      #expect(start.interpolated(to: end, fraction: fraction) == start)
      #expect(start.outline.interpolated(to: end.outline, fraction: fraction) == start.outline)
    }
  }
}
