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
      try #require(HitTestChecks.misattributedPoint(in: layout) == nil, "\(configuration)")
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
