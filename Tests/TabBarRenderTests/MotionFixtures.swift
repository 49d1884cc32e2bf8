import Foundation
import TabBarRender

/// Bars the motion tests animate: tabs "t0", "t1", … laid out by the core on a 390 × 844 pt
/// screen.
enum MotionFixtures {
  /// `count` tabs with ids "t0", "t1", ….
  static func tabs(_ count: Int) throws -> TabItems {
    try TabItems((0..<count).map { TabItem(id: "t\($0)", title: "Tab \($0)", symbol: "circle") })
  }

  /// The request for `count` tabs with `selected` selected, above a `bottomInset` pt safe area
  /// (an iPhone's home indicator by default).
  static func request(
    tabs count: Int, selected: String?, metrics: TabBarMetrics, bottomInset: CGFloat = 34
  ) throws -> TabBarLayoutRequest {
    TabBarLayoutRequest(
      items: try tabs(count), selectedID: selected, containerSize: CGSize(width: 390, height: 844),
      safeAreaInsets: TabBarInsets(bottom: bottomInset), metrics: metrics)
  }

  /// The core's layout of ``request(tabs:selected:metrics:bottomInset:)``.
  static func layout(
    tabs count: Int, selected: String?, metrics: TabBarMetrics, bottomInset: CGFloat = 34
  ) throws -> TabBarLayout {
    TabBarLayoutEngine.layout(
      try request(tabs: count, selected: selected, metrics: metrics, bottomInset: bottomInset))
  }
}
