import Foundation
import TabBarCore
import Testing

/// Hit testing partitions the bar: every point has exactly one owner.
@Suite("Hit-testing properties")
struct HitTestPropertyTests {
  static let cases = RandomConfiguration.sweep(10_000, salt: 3)

  @Test("Every point of the bar hits exactly the owner the rules give, and outside points hit nothing")
  func partition() throws {
    for configuration in Self.cases {
      let layout = TabBarLayoutEngine.layout(configuration.request)
      let chords = OutlineChecks.polyline(layout.outline.path(), pieces: 64)
      let bar = layout.barFrame
      // A 6 × 4 grid over the bar and the band above it where a raised button sits.
      let area = bar.insetBy(dx: -4, dy: 0).union(
        CGRect(x: bar.minX, y: bar.minY - 60, width: bar.width, height: 60))
      for row in 0..<4 {
        for column in 0..<6 {
          let point = CGPoint(
            x: area.minX + (CGFloat(column) + 0.37) / 6 * area.width,
            y: area.minY + (CGFloat(row) + 0.61) / 4 * area.height)
          let hit = layout.hitTest(point)
          if let button = layout.actionButton, point.distance(to: button.center) <= button.hitRadius {
            try #require(hit == .action, "\(point): \(configuration)")
            continue
          }
          if let raised = layout.raisedSelection, point.distance(to: raised.center) <= raised.hitRadius {
            try #require(hit == .tab(itemIndex: raised.itemIndex), "\(point): \(configuration)")
            continue
          }
          let (inside, distance) = OutlineChecks.insideAndDistance(point, chords: chords)
          if distance < 0.25 { continue }  // on the edge: either answer is fair
          if !inside {
            try #require(hit == nil, "\(point) outside hit \(String(describing: hit)): \(configuration)")
            continue
          }
          guard !layout.items.isEmpty else {
            try #require(hit == nil)
            continue
          }
          let owner = layout.items.min { a, b in
            a.hitFrame.horizontalDistance(to: point.x) < b.hitFrame.horizontalDistance(to: point.x)
          }!
          try #require(hit == .tab(itemIndex: owner.itemIndex), "\(point): \(configuration)")
        }
      }
    }
  }

  @Test("At rest, each item's icon centre hits that item")
  func centresHitTheirItems() throws {
    for configuration in Self.cases {
      var request = configuration.request
      request.notchCenterX = nil  // a notch in mid-flight may pass over other items
      let layout = TabBarLayoutEngine.layout(request)
      guard layout.meetsMinimumHitSize else { continue }
      for item in layout.items {
        let center = CGPoint(x: item.iconFrame.midX, y: item.iconFrame.midY)
        try #require(layout.hitTest(center) == .tab(itemIndex: item.itemIndex), "\(configuration)")
      }
    }
  }

  @Test("Non-finite points hit nothing")
  func nonFinite() {
    let layout = TabBarLayoutEngine.layout(RandomConfiguration(seed: 1).request)
    #expect(layout.hitTest(CGPoint(x: CGFloat.nan, y: 0)) == nil)
    #expect(layout.hitTest(CGPoint(x: 0, y: CGFloat.infinity)) == nil)
  }
}

extension CGRect {
  fileprivate func horizontalDistance(to x: CGFloat) -> CGFloat {
    x < minX ? minX - x : max(0, x - maxX)
  }
}
