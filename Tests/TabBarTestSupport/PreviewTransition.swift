import Foundation
import TabBarPreview
import TabBarRender

/// The transition for a change of selection `tabbar-preview animate` is asked to draw, worked
/// out from the core's state and the renderer's ``TabBarTransition`` directly, so the command's
/// frames can be checked against it.
package enum PreviewTransition {
  /// The transition of a bar with `options` from tab `from` to tab `to` (positions from 1) under
  /// `timing` at `framesPerSecond`.
  package static func of(
    _ options: BarOptions, from: Int, to: Int, timing: TransitionTiming = TransitionTiming(),
    framesPerSecond: Int = 60
  ) throws -> TabBarTransition {
    var state = TabBarState(
      items: try options.items(), selectedID: BarOptions.tabID(from - 1),
      context: TabBarContext(
        platform: .iPhone, sizeClass: .compact, containerWidth: options.width,
        layoutDirection: options.direction, styleMinimumItemWidth: options.metrics.minimumHitSize))
    let start = state.layoutRequest(
      containerSize: CGSize(width: options.width, height: options.height),
      safeAreaInsets: TabBarInsets(bottom: options.bottomInset),
      dynamicTypeFactor: options.dynamicType.scaleFactor,
      metrics: options.metrics)
    state.send(.chooseTab(id: BarOptions.tabID(to - 1)))
    return TabBarTransition(
      from: start, toSelection: state.bar.selectedID, timing: timing, framesPerSecond: framesPerSecond)
  }

  /// Default options with `style` and, when given, the tabs of `tabs` ("Title:symbol,…").
  package static func options(_ style: TabBarDesign, tabs: String? = nil) throws -> BarOptions {
    var options = BarOptions()
    options.style = style
    if let tabs { options.tabs = try TabSpec.parseList(tabs) }
    return options
  }
}
