#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// The core's layouts of the bar for one render: the full bar, its compact form when the bar
  /// minimizes on scroll, and the request they were made from (which a scrub or a swipe lays
  /// out again with another tab selected).
  struct TabBarStageLayouts {
    /// The request of the full bar; `nil` when no bar is drawn.
    var request: TabBarLayoutRequest?
    /// The full bar (during a swipe, the swipe's frame).
    var full: TabBarLayout
    /// The minimized bar, when the bar minimizes on scroll.
    var compact: TabBarLayout?

    /// Lays out `request` in full and, when `minimizes`, minimized.
    init(request: TabBarLayoutRequest?, minimizes: Bool) {
      self.request = request
      full = request.map { TabBarLayoutEngine.layout($0) } ?? .empty
      compact = minimizes ? request.map { TabBarLayoutEngine.minimizedLayout($0) } : nil
    }

    /// The bar `progress` of the way from full (0) to minimized (1).
    func layout(at progress: CGFloat) -> TabBarLayout {
      guard let compact, progress > 0 else { return full }
      return full.interpolated(to: compact, fraction: progress)
    }

    /// Where an accessory of `metrics` goes at `progress`: above the full bar, moving inline
    /// beside the compact one.
    func accessory(_ metrics: TabBarAccessoryMetrics, at progress: CGFloat) -> TabBarAccessoryLayout? {
      let above = full.accessoryLayout(metrics, inline: false)
      guard let compact, progress > 0, let above, let inline = compact.accessoryLayout(metrics, inline: true)
      else { return above }
      return above.interpolated(to: inline, fraction: progress)
    }

    /// The full layout with the tab at `index` (of ``TabItems/all``) selected.
    func layout(selecting index: Int) -> TabBarLayout {
      guard var request, request.items.all.indices.contains(index) else { return full }
      request.selectedID = request.items.all[index].id
      return TabBarLayoutEngine.layout(request)
    }
  }
#endif
