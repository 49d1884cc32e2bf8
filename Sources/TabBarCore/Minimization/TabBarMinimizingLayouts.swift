import Foundation

/// The bar's layouts for one render of a container whose bar may minimize on scroll: the full
/// bar, its minimized form, and the request they came from (which a scrub or a swipe lays out
/// again with another tab selected). The SwiftUI container draws
/// ``layout(at:)`` at the animated progress and insets content by ``contentInset(aboveBottomInset:includingActionButton:accessory:at:)``
/// at the progress the bar comes to rest at.
///
/// ```swift
/// let layouts = TabBarMinimizingLayouts(request: request, minimizes: true)
/// let frame = layouts.layout(at: 0.4)     // 40 % of the way to minimized
/// let inset = layouts.contentInset(aboveBottomInset: 34, accessory: nil, at: minimization.targetProgress)
/// ```
package struct TabBarMinimizingLayouts: Sendable, Equatable {
  /// The request of the full bar; `nil` when no bar is drawn.
  package var request: TabBarLayoutRequest?
  /// The full bar.
  package var full: TabBarLayout
  /// The minimized bar, when the bar minimizes.
  package var compact: TabBarLayout?
  /// The search tab set apart from the full bar (``SearchTabPlacement``), when the items have
  /// one and the bar does not minimize (a minimizing bar keeps search among its items, so the
  /// full and minimized bars morph item for item).
  package var search: SearchTabLayout?

  /// Lays out `request` in full and, when `minimizes`, minimized; no request, no bar.
  package init(request: TabBarLayoutRequest?, minimizes: Bool) {
    self.request = request
    let full = request.map { Self.full($0, setsSearchApart: !minimizes) }
    self.full = full?.bar ?? .empty
    search = full?.search
    compact = minimizes ? request.map { TabBarLayoutEngine.minimizedLayout($0) } : nil
  }

  /// The full bar of `request`, its search tab set apart when `setsSearchApart` and the items
  /// have one; the bar's item indices stay into `request.items`.
  package static func full(_ request: TabBarLayoutRequest, setsSearchApart: Bool)
    -> (bar: TabBarLayout, search: SearchTabLayout?)
  {
    guard setsSearchApart, request.items.searchIndex != nil else {
      return (TabBarLayoutEngine.layout(request), nil)
    }
    let split = SearchTabPlacement.layout(request)
    return (split.bar(indexedInto: request.items), split.search)
  }

  /// The bar `progress` of the way from full (0) to minimized (1); a NaN or infinite progress is
  /// the full bar, as is any progress when the bar does not minimize.
  package func layout(at progress: CGFloat) -> TabBarLayout {
    guard let compact, progress.isFinite, progress > 0 else { return full }
    return full.interpolated(to: compact, fraction: progress)
  }

  /// Where an accessory of `metrics` goes at `progress`: above the full bar, moving to where
  /// it goes with the minimized bar (inline beside a compact capsule).
  package func accessory(_ metrics: TabBarAccessoryMetrics, at progress: CGFloat) -> TabBarAccessoryLayout? {
    let above = full.accessoryLayout(metrics, inline: false)
    guard let compact, progress.isFinite, progress > 0, let above,
      let inline = compact.accessoryLayout(metrics, inline: true)
    else { return above }
    return above.interpolated(to: inline, fraction: progress)
  }

  /// How far content stays clear of the bar at `progress` and of an accessory of `metrics`
  /// (`nil`: none), never less than the bar's own inset.
  ///
  /// - Parameters:
  ///   - bottomInset: The container's bottom safe area.
  ///   - includingActionButton: Whether a raised action button counts.
  ///   - metrics: The accessory's size, if there is one.
  ///   - progress: The minimization's progress.
  package func contentInset(
    aboveBottomInset bottomInset: CGFloat, includingActionButton: Bool = false,
    accessory metrics: TabBarAccessoryMetrics?, at progress: CGFloat
  ) -> CGFloat {
    let bar = layout(at: progress)
    let barInset = bar.contentInset(
      aboveBottomInset: bottomInset, includingActionButton: includingActionButton)
    guard let metrics else { return barInset }
    return max(
      barInset, bar.contentInset(aboveBottomInset: bottomInset, accessory: accessory(metrics, at: progress)))
  }

  /// The full bar with the tab at `index` (of ``TabItems/all``) selected; the full bar as it is
  /// for an index out of range.
  package func layout(selecting index: Int) -> TabBarLayout {
    guard var request, request.items.all.indices.contains(index) else { return full }
    request.selectedID = request.items.all[index].id
    return Self.full(request, setsSearchApart: search != nil).bar
  }
}
