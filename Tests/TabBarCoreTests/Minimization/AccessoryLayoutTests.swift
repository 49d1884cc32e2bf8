import Foundation
import TabBarCore
import Testing

/// A bottom accessory sits above the bar, inline beside a minimized capsule, and counts in the
/// content inset.
@Suite("Bottom accessory")
struct AccessoryLayoutTests {
  static func request(_ metrics: TabBarMetrics, direction: TabBarLayoutDirection = .leftToRight) throws
    -> TabBarLayoutRequest
  {
    TabBarLayoutRequest(
      items: try Fixtures.tabs(4), selectedID: "t1", containerSize: CGSize(width: 390, height: 844),
      safeAreaInsets: TabBarInsets(bottom: 34), layoutDirection: direction, metrics: metrics)
  }

  let metrics = TabBarAccessoryMetrics(height: 48, spacing: 8, horizontalMargin: 16)

  @Test("Above an edge bar: inset by the margin, clear of anything raised")
  func aboveEdgeBar() throws {
    let layout = TabBarLayoutEngine.layout(try Self.request(.indicator))
    let accessory = try #require(layout.accessoryLayout(metrics, inline: false))
    #expect(accessory.frame == CGRect(x: 16, y: layout.barFrame.minY - 56, width: 358, height: 48))
    #expect(!accessory.isInline)
    let curved = TabBarLayoutEngine.layout(try Self.request(.curvedFollowing))
    let raised = try #require(curved.accessoryLayout(metrics, inline: false))
    #expect(raised.frame.maxY == curved.indicator!.frame.minY - 8)
  }

  @Test("Above a floating bar it matches the capsule; inline beside the minimized capsule")
  func floating() throws {
    for direction in [TabBarLayoutDirection.leftToRight, .rightToLeft] {
      let request = try Self.request(.floating, direction: direction)
      let full = TabBarLayoutEngine.layout(request)
      let above = try #require(full.accessoryLayout(metrics, inline: false))
      #expect(above.frame.minX == full.barFrame.minX && above.frame.width == full.barFrame.width)
      let compact = TabBarLayoutEngine.minimizedLayout(request)
      let inline = try #require(compact.accessoryLayout(metrics, inline: true))
      #expect(inline.isInline)
      #expect(inline.frame.minY == compact.barFrame.minY && inline.frame.height == compact.barFrame.height)
      #expect(inline.frame.intersection(compact.barFrame).isNull)
      let gap =
        direction == .leftToRight
        ? inline.frame.minX - compact.barFrame.maxX : compact.barFrame.minX - inline.frame.maxX
      #expect(gap == 8)
      #expect(
        inline.frame.minX >= full.barFrame.minX - 1e-9 && inline.frame.maxX <= full.barFrame.maxX + 1e-9)
    }
  }

  @Test("An edge bar has no room beside it: inline falls back to above")
  func edgeInline() throws {
    let compact = TabBarLayoutEngine.minimizedLayout(try Self.request(.material))
    let fallback = try #require(compact.accessoryLayout(metrics, inline: true))
    #expect(!fallback.isInline && TabBarAccessoryPlacement(fallback) == .expanded)
  }

  @Test("The content reads where the accessory is: expanded above the bar, inline beside the minimized one")
  func placement() throws {
    let request = try Self.request(.floating)
    let above = try #require(TabBarLayoutEngine.layout(request).accessoryLayout(metrics, inline: false))
    let inline = try #require(
      TabBarLayoutEngine.minimizedLayout(request).accessoryLayout(metrics, inline: true))
    #expect(TabBarAccessoryPlacement(above) == .expanded)
    #expect(TabBarAccessoryPlacement(inline) == .inline)
    #expect(TabBarAccessoryPlacement(above.interpolated(to: inline, fraction: 0.4)) == .expanded)
    #expect(TabBarAccessoryPlacement(above.interpolated(to: inline, fraction: 0.6)) == .inline)
  }

  @Test("Hidden with the bar, and counted in the content inset")
  func hiddenAndInset() throws {
    let layout = TabBarLayoutEngine.layout(try Self.request(.indicator))
    #expect(layout.accessoryLayout(metrics, inline: false, isBarHidden: true) == nil)
    let accessory = layout.accessoryLayout(metrics, inline: false)
    let inset = layout.contentInset(aboveBottomInset: 34, accessory: accessory)
    #expect(inset == layout.contentInset + 56)
    #expect(layout.contentInset(aboveBottomInset: 34, accessory: nil) == layout.contentInset)
    #expect(layout.contentInset(aboveBottomInset: .nan, accessory: accessory) == inset)
    #expect(layout.contentInset(aboveBottomInset: 844, accessory: accessory) == 0)
  }

  @Test("Hostile metrics give finite frames")
  func hostile() throws {
    let layout = TabBarLayoutEngine.layout(try Self.request(.floating))
    for value in [CGFloat.nan, .infinity, -1, 1e300] {
      let hostile = TabBarAccessoryMetrics(height: value, spacing: value, horizontalMargin: value)
      for inline in [false, true] {
        let frame = layout.accessoryLayout(hostile, inline: inline)?.frame
        #expect(frame?.isFinite == true)
      }
    }
  }
}
