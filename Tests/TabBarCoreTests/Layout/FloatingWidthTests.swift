import Foundation
import TabBarCore
import Testing

/// A floating bar stops growing at its maximum width, centred, so an iPad's capsule stays one.
@Suite("Floating bar width")
struct FloatingWidthTests {
  static let items = try! TabItems(
    (0..<4).map { TabItem(id: "t\($0)", title: "Tab \($0)", symbol: "circle") })

  static func layout(
    _ metrics: TabBarMetrics, width: CGFloat, direction: TabBarLayoutDirection = .leftToRight
  )
    -> TabBarLayout
  {
    TabBarLayoutEngine.layout(
      TabBarLayoutRequest(
        items: items, selectedID: "t0", containerSize: CGSize(width: width, height: 1024),
        safeAreaInsets: TabBarInsets(bottom: 20), layoutDirection: direction, metrics: metrics))
  }

  @Test(
    "On an iPad the floating presets stop at their maximum width, centred in both directions",
    arguments: [TabBarMetrics.floating, TabBarMetrics.material])
  func capped(metrics: TabBarMetrics) {
    for direction in TabBarLayoutDirection.allCases {
      let bar = Self.layout(metrics, width: 1024, direction: direction).barFrame
      #expect(abs(bar.width - TabBarMetrics.floatingBarMaximumWidth) < 1e-9)
      #expect(abs(bar.midX - 512) < 1e-9)
    }
  }

  @Test(
    "On a phone the margins decide, as in the designs",
    arguments: [TabBarMetrics.floating, TabBarMetrics.material])
  func phone(metrics: TabBarMetrics) {
    #expect(abs(Self.layout(metrics, width: 390).barFrame.width - (390 - 32)) < 1e-9)
  }

  @Test("A bad maximum (NaN, infinite, zero, negative) lets the bar span its margins")
  func badMaximum() {
    for bad: CGFloat in [.nan, .infinity, 0, -5] {
      var metrics = TabBarMetrics.floating
      metrics.maximumFloatingWidth = bad
      #expect(abs(Self.layout(metrics, width: 1024).barFrame.width - (1024 - 32)) < 1e-9)
    }
  }
}
