import Foundation
import TabBarCore
import Testing

/// A minimized bar keeps every geometric guarantee of a full one.
@Suite("Minimized layout properties")
struct MinimizedLayoutPropertyTests {
  static let cases = RandomConfiguration.sweep(3_000, salt: 41)

  @Test("Every minimized outline is closed, finite, smooth but at square corners, and simple")
  func outlines() throws {
    for configuration in Self.cases {
      let outline = TabBarLayoutEngine.minimizedLayout(configuration.request).outline
      let path = outline.path()
      try #require(OutlineChecks.isFinite(path), "\(configuration)")
      try #require(OutlineChecks.isClosedChain(path), "\(configuration)")
      try #require(OutlineChecks.unexpectedCorner(in: outline) == nil, "\(configuration)")
      try #require(!OutlineChecks.selfIntersects(path), "\(configuration)")
    }
  }

  @Test("Hit testing a minimized bar gives every point the owner the rules give")
  func hitTesting() throws {
    for configuration in Self.cases {
      let layout = TabBarLayoutEngine.minimizedLayout(configuration.request)
      let problem = HitTestChecks.misattributedPoint(in: layout)
      try #require(problem == nil, "\(problem ?? ""): \(configuration)")
    }
  }

  @Test("Hit frames lie in the bar and never overlap; the selected tab's icon centre hits it")
  func hitFrames() throws {
    var checkedSelection = 0
    for configuration in Self.cases {
      var request = configuration.request
      request.notchCenterX = nil  // a notch in mid-flight may pass over other items
      let layout = TabBarLayoutEngine.minimizedLayout(request)
      let bar = layout.barFrame.insetBy(dx: -1e-6, dy: -1e-6)
      for (index, item) in layout.items.enumerated() {
        let frame = item.hitFrame
        let inside =
          frame.minX >= bar.minX && frame.maxX <= bar.maxX && frame.minY >= bar.minY && frame.maxY <= bar.maxY
        try #require(inside, "\(item.id) \(frame) outside the bar \(bar): \(configuration)")
        for other in layout.items[(index + 1)...] {
          let overlap = item.hitFrame.intersection(other.hitFrame)
          try #require(overlap.isNull || overlap.width * overlap.height < 1e-6, "\(configuration)")
        }
      }
      if layout.meetsMinimumHitSize, let selected = layout.items.first(where: \.isSelected),
        layout.actionButton == nil || layout.actionButton?.diameter == 0
      {
        let center = CGPoint(x: selected.iconFrame.midX, y: selected.iconFrame.midY)
        try #require(layout.hitTest(center) == .tab(itemIndex: selected.itemIndex), "\(configuration)")
        checkedSelection += 1
      }
    }
    #expect(checkedSelection > 500)
  }

  @Test("Icons only, never taller than the full bar, and finite")
  func compact() throws {
    for configuration in Self.cases {
      let full = TabBarLayoutEngine.layout(configuration.request)
      let compact = TabBarLayoutEngine.minimizedLayout(configuration.request)
      try #require(compact.contentBand.height <= full.contentBand.height + 1e-9, "\(configuration)")
      try #require(compact.items.allSatisfy { !$0.showsLabel && $0.labelOpacity == 0 }, "\(configuration)")
      let frames =
        [compact.barFrame, compact.contentBand] + compact.items.flatMap { [$0.hitFrame, $0.iconFrame] }
      let finite = frames.allSatisfy { $0.isFinite }
      try #require(finite, "\(configuration)")
      let halfway = full.interpolated(to: compact, fraction: 0.5)
      try #require(OutlineChecks.isFinite(halfway.outline.path()), "\(configuration)")
    }
  }

  @Test("A right-to-left minimized bar is the exact mirror of the left-to-right one")
  func mirror() throws {
    for configuration in Self.cases {
      var request = configuration.request
      request.layoutDirection = .leftToRight
      request.notchCenterX = nil
      let ltr = TabBarLayoutEngine.minimizedLayout(request)
      request.layoutDirection = .rightToLeft
      let rtl = TabBarLayoutEngine.minimizedLayout(request)
      try #require(LayoutChecks.isMirror(ltr, rtl), "\(configuration)")
    }
  }

  @Test("Per style: curved is shallower with a smaller button; floating shrinks to the selected tab")
  func styles() throws {
    let items = try Fixtures.fourTabsAndAction()
    func both(_ metrics: TabBarMetrics) -> (TabBarLayout, TabBarLayout) {
      let request = TabBarLayoutRequest(
        items: items, selectedID: "search", containerSize: CGSize(width: 390, height: 844),
        safeAreaInsets: TabBarInsets(bottom: 34), metrics: metrics)
      return (TabBarLayoutEngine.layout(request), TabBarLayoutEngine.minimizedLayout(request))
    }
    let (curved, compactCurved) = both(.curved)
    #expect(compactCurved.contentBand.height < curved.contentBand.height)
    #expect(compactCurved.actionButton!.diameter < curved.actionButton!.diameter)
    #expect(compactCurved.outline.notch != nil)
    let (floating, compactFloating) = both(.floating)
    #expect(compactFloating.barFrame.width < floating.barFrame.width / 3)
    #expect(compactFloating.barFrame.minX == floating.barFrame.minX)
    let selected = compactFloating.items[1]
    #expect(selected.isSelected && compactFloating.barFrame.contains(selected.iconFrame))
    #expect(compactFloating.items.filter { $0.iconScale == 0 }.count == 3)
    for metrics in [TabBarMetrics.indicator, .material] {
      let (full, compact) = both(metrics)
      #expect(compact.contentBand.height < full.contentBand.height)
      #expect(compact.barFrame.width == full.barFrame.width)
    }
  }
}
