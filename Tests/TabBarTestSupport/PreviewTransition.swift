import TabBarPreview
import TabBarRender

/// The core's transition for a change of selection `tabbar-preview animate` is asked to draw,
/// worked out from the core directly, so the command's frames can be checked against it.
public enum PreviewTransition {
  /// The core's transition of a bar with `options` from tab `from` to tab `to` (positions from
  /// 1) under `timing` at `framesPerSecond`.
  public static func of(
    _ options: BarOptions, from: Int, to: Int, timing: TransitionTiming = TransitionTiming(),
    framesPerSecond: Int = 60
  ) throws -> TabBarTransition {
    let items = try options.items()
    return TabBarTransition(
      from: options.request(items: items, selectedID: BarOptions.tabID(from - 1)),
      toSelection: BarOptions.tabID(to - 1), timing: timing, framesPerSecond: framesPerSecond)
  }

  /// Default options with `style` and, when given, the tabs of `tabs` ("Title:symbol,…").
  public static func options(_ style: TabBarStylePreset, tabs: String? = nil) throws -> BarOptions {
    var options = BarOptions()
    options.style = style
    if let tabs { options.tabs = try TabSpec.parseList(tabs) }
    return options
  }
}
