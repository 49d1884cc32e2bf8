import Foundation
import TabBarRender

extension BarOptions {
  /// The core's layout request for these options, selecting the tab with `selectedID`.
  public func request(items: TabItems, selectedID: String?) -> TabBarLayoutRequest {
    TabBarLayoutRequest(
      items: items, selectedID: selectedID, containerSize: CGSize(width: width, height: height),
      safeAreaInsets: TabBarInsets(bottom: bottomInset), layoutDirection: direction,
      dynamicTypeFactor: dynamicType.scaleFactor, metrics: style.metrics(on: platform))
  }

  /// The scene of `layout` painted in these options' style, appearance and adjustments.
  public func scene(_ layout: TabBarLayout, items: TabItems) -> TabBarScene {
    scene(TabBarAnimationFrame(time: 0, layout: layout), items: items)
  }

  /// The scene of one frame of an animation (a ``TabBarTransition``'s) painted in these options'
  /// style, appearance and adjustments.
  public func scene(_ frame: TabBarAnimationFrame, items: TabItems) -> TabBarScene {
    TabBarScene(
      frame: frame, items: items, theme: style.theme, appearance: appearance, adjustments: adjustments)
  }

  /// The scene these options describe: the core's layout of the items with the selected tab.
  public func scene() throws(UsageError) -> TabBarScene {
    let items = try items()
    return scene(TabBarLayoutEngine.layout(request(items: items, selectedID: try selectedID())), items: items)
  }
}
