import Foundation
import TabBarRender

extension BarOptions {
  /// The container state an app on an iPhone (compact width) holds for these options' width,
  /// direction and style, with the tab `selectedID` selected: its ``TabBarState/bar`` is what the
  /// app's bar shows, a More item included when the tabs do not fit.
  package func state(items: TabItems, selectedID: String?) -> TabBarState {
    TabBarState(
      items: items, selectedID: selectedID,
      context: TabBarContext(
        platform: platform, sizeClass: .compact, containerWidth: width, layoutDirection: direction,
        styleMinimumItemWidth: metrics.minimumHitSize))
  }

  /// The core's layout request for `state`'s bar in these options' container.
  package func request(_ state: TabBarState) -> TabBarLayoutRequest {
    state.layoutRequest(
      containerSize: CGSize(width: width, height: height), safeAreaInsets: TabBarInsets(bottom: bottomInset),
      dynamicTypeFactor: dynamicType.scaleFactor, metrics: metrics)
  }

  /// The core's layout request for the bar an app shows of `items` with `selectedID` selected.
  package func request(items: TabItems, selectedID: String?) -> TabBarLayoutRequest {
    request(state(items: items, selectedID: selectedID))
  }

  /// The style's metrics on the platform, with the notch following the selection when
  /// `--notch follows` asks.
  package var metrics: TabBarMetrics {
    (notchFollowsSelection ? style.followingSelection : style).metrics(on: platform)
  }

  /// The picture of `layout` painted in these options' style, appearance, adjustments and surface.
  package func picture(_ layout: TabBarLayout, items: TabItems) -> TabBarPicture {
    picture(TabBarAnimationFrame(time: 0, layout: layout), items: items)
  }

  /// The picture of one frame of an animation (a ``TabBarTransition``'s) painted in these options'
  /// style, appearance, adjustments and surface.
  package func picture(_ frame: TabBarAnimationFrame, items: TabItems) -> TabBarPicture {
    var picture = TabBarPicture(
      frame: frame, items: items, theme: style.theme, appearance: appearance, adjustments: adjustments)
    picture.surface = surface
    return picture
  }

  /// The picture these options describe: the core's layout of the bar an app shows, with the
  /// selected tab (or the More item holding it) selected.
  package func picture() throws(UsageError) -> TabBarPicture {
    let state = state(items: try items(), selectedID: try selectedID())
    return picture(TabBarLayoutEngine.layout(request(state)), items: state.bar.items)
  }
}
