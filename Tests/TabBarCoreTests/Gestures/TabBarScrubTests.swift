import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

/// A finger sliding along the bar moves the marker and picks the tab under it.
@Suite("Scrubbing")
struct TabBarScrubTests {
  static func layout(
    _ items: TabItems, selected: String = "t0", metrics: TabBarMetrics = .indicator,
    direction: TabBarLayoutDirection = .leftToRight
  ) -> TabBarLayout {
    Fixtures.layout(items, selected: selected, metrics: metrics, direction: direction)
  }

  @Test("Across five tabs: four crossings, the marker under the finger, release selects the last")
  func across() throws {
    let items = try Fixtures.tabs(5)
    let layout = Self.layout(items)
    var scrub = TabBarScrub(layout: layout, items: items, startX: layout.items[0].hitFrame.midX)
    #expect(scrub.crossingCount == 0 && scrub.highlightedIndex == 0)
    for x in stride(from: layout.items[0].hitFrame.midX, through: 389, by: 3) {
      scrub.move(to: x)
      #expect(scrub.markerX == min(x, layout.items[4].hitFrame.midX))
    }
    #expect(scrub.crossingCount == 4)
    #expect(scrub.highlightedID == "t4")
    let settle = scrub.release(velocity: 300)
    #expect(settle.state(at: 0) == SpringState(position: Double(scrub.markerX), velocity: 300))
    #expect(settle.target == Double(layout.items[4].hitFrame.midX))
  }

  @Test("Right to left: the leftmost point is the last tab")
  func rightToLeft() throws {
    let items = try Fixtures.tabs(5)
    let layout = Self.layout(items, direction: .rightToLeft)
    var scrub = TabBarScrub(layout: layout, items: items, startX: 380)
    #expect(scrub.highlightedID == "t0")
    scrub.move(to: 2)
    #expect(scrub.highlightedID == "t4" && scrub.crossingCount == 1)
  }

  @Test("Disabled tabs, the action and the More item are never highlighted")
  func skipped() throws {
    var list = try Fixtures.tabs(4, disabled: [2], actionAt: 1).all
    list.append(TabItem(id: TabBarAdaptation.moreItemID, title: "More", symbol: "ellipsis"))
    let items = try TabItems(list)
    let layout = Self.layout(items, metrics: .floating)
    var scrub = TabBarScrub(layout: layout, items: items, startX: 0)
    var seen: Set<String> = []
    for x in stride(from: CGFloat(0), through: 390, by: 1) {
      scrub.move(to: x)
      seen.insert(scrub.highlightedID ?? "")
    }
    #expect(seen == ["t0", "t1", "t3"])
    let more = layout.items.last!.hitFrame.midX
    scrub.move(to: more)
    #expect(scrub.highlightedID == "t3")
  }

  @Test("Random paths: crossings count every change of highlight; NaN is ignored")
  func randomPaths() throws {
    var random = SeededGenerator(seed: SeededGenerator.baseSeed &+ 5_151)
    var total = 0
    for _ in 0..<500 {
      let count = Int.random(in: 1...8, using: &random)
      let items = try Fixtures.tabs(
        count, disabled: Set((0..<count).filter { _ in Int.random(in: 0..<4, using: &random) == 0 }))
      let layout = Self.layout(items, direction: Bool.random(using: &random) ? .leftToRight : .rightToLeft)
      var scrub = TabBarScrub(layout: layout, items: items, startX: .random(in: -20...410, using: &random))
      var changes = 0
      for _ in 0..<60 {
        let before = scrub.highlightedIndex
        scrub.move(
          to: Int.random(in: 0..<10, using: &random) == 0 ? .nan : .random(in: -20...410, using: &random))
        if scrub.highlightedIndex != before { changes += 1 }
        if let index = scrub.highlightedIndex { #expect(items.all[index].isEnabled) }
        #expect(scrub.markerX.isFinite)
      }
      #expect(scrub.crossingCount == changes)
      total += changes
    }
    #expect(total > 5_000)
  }

  @Test("The scrub's frame: a following notch and the indicator sit under the finger")
  func frame() throws {
    let items = try Fixtures.tabs(5)
    var request = TabBarLayoutRequest(
      items: items, selectedID: "t0", containerSize: CGSize(width: 390, height: 844),
      metrics: .curvedFollowing)
    var scrub = TabBarScrub(layout: TabBarLayoutEngine.layout(request), items: items, startX: 10)
    scrub.move(to: 170)
    scrub.apply(to: &request)
    var layout = TabBarLayoutEngine.layout(request)
    scrub.placeMarker(in: &layout)
    #expect(layout.outline.resolvedNotchCenterX == 170)
    #expect(layout.selectedIndex == scrub.highlightedIndex)
    request.metrics = .indicator
    var plain = TabBarLayoutEngine.layout(request)
    scrub.placeMarker(in: &plain)
    #expect(plain.indicator?.frame.midX == 170)
  }
}
