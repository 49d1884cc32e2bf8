import Foundation

extension TabBarLayoutEngine {
  /// Lays out `request` minimized, as a bar looks while content scrolls down: the same tabs on
  /// ``TabBarMetrics/minimized()`` metrics (icons only, a shorter row; a curved bar shallower,
  /// with a smaller button). A floating bar that labels only its selected tab (the floating
  /// design) shrinks further, to a capsule around the selected tab at the leading end: the
  /// other tabs shrink to nothing at its edges, and an action button hides, with no hit area.
  /// Interpolate from the full layout to this one by the
  /// minimization's progress (``TabBarLayout/interpolated(to:fraction:into:)``).
  ///
  /// ```swift
  /// let full = TabBarLayoutEngine.layout(request)
  /// var compact = TabBarLayout.empty
  /// TabBarLayoutEngine.minimizedLayout(request, into: &compact)
  /// let frame = full.interpolated(to: compact, fraction: 0.4)
  /// ```
  ///
  /// Everything ``layout(_:into:)`` guarantees holds here too: finite, a closed, smooth outline,
  /// hit frames in the bar that never overlap, and right-to-left the mirror of left-to-right.
  package static func minimizedLayout(_ request: TabBarLayoutRequest, into layout: inout TabBarLayout) {
    var compact = request
    compact.metrics = request.metrics.minimized()
    self.layout(compact, into: &layout)
    if case .floating = compact.metrics.placement, request.metrics.labelVisibility == .selected {
      layout.shrinkAroundSelection()
    }
  }

  /// ``minimizedLayout(_:into:)`` into a new layout.
  package static func minimizedLayout(_ request: TabBarLayoutRequest) -> TabBarLayout {
    var layout = TabBarLayout.empty
    minimizedLayout(request, into: &layout)
    return layout
  }
}

extension TabBarLayout {
  /// Shrinks a floating bar to a capsule as tall as it is, holding the selected tab, at the bar's
  /// leading end.
  fileprivate mutating func shrinkAroundSelection() {
    let band = contentBand
    let width = min(band.width, band.height)
    let leadingX = layoutDirection == .rightToLeft ? band.maxX - width : band.minX
    let capsule = CGRect(x: leadingX, y: band.minY, width: width, height: band.height)
    barFrame = capsule
    contentBand = capsule
    outline.frame = capsule
    outline.notch = nil
    if let raised = actionButton, raised.isTab, raised.itemIndex == selectedIndex {
      // A selected prominent tab is what the capsule shows: its circle, centred and fitted.
      actionButton?.center = CGPoint(x: capsule.midX, y: capsule.midY)
      actionButton?.diameter = min(raised.diameter, capsule.height)
      actionButton?.hitRadius = capsule.height / 2
    } else if actionButton != nil {
      // Hidden: no size, and its one hit point at the capsule's trailing top corner, which the
      // round capsule leaves outside itself.
      let trailingX = layoutDirection == .rightToLeft ? capsule.minX : capsule.maxX
      actionButton?.center = CGPoint(x: trailingX, y: capsule.minY)
      actionButton?.diameter = 0
      actionButton?.hitRadius = 0
    }
    let selectedPosition = items.firstIndex { $0.isSelected }
    for index in items.indices {
      let isSelected = index == selectedPosition
      let item = items[index]
      let before = selectedPosition.map { index < $0 } ?? true
      let edgeX = (before == (layoutDirection == .leftToRight)) ? capsule.minX : capsule.maxX
      let slot = isSelected ? capsule : CGRect(x: edgeX, y: capsule.minY, width: 0, height: capsule.height)
      // The selected icon is centred in the capsule (also one that was raised into a notch).
      let shift =
        isSelected
        ? CGPoint(x: slot.midX - item.iconFrame.midX, y: slot.midY - item.iconFrame.midY)
        : CGPoint(x: slot.midX - item.hitFrame.midX, y: 0)
      items[index].hitFrame = slot
      items[index].iconFrame = item.iconFrame.offsetBy(dx: shift.x, dy: shift.y)
      items[index].labelFrame = CGRect(
        x: slot.midX, y: item.labelFrame.minY, width: 0, height: item.labelFrame.height)
      items[index].badgeCenter = CGPoint(x: item.badgeCenter.x + shift.x, y: item.badgeCenter.y + shift.y)
      if !isSelected { items[index].iconScale = 0 }
      if isSelected, let frame = indicator?.frame {
        let moved = frame.offsetBy(dx: shift.x, dy: shift.y).intersection(capsule)
        let fitted = moved.isNull ? CGRect(x: capsule.midX, y: capsule.midY, width: 0, height: 0) : moved
        indicator = IndicatorLayout(frame: fitted, cornerRadius: min(fitted.width, fitted.height) / 2)
      }
    }
    if selectedPosition == nil { indicator = nil }
    contentInset = max(0, contentInset)
  }
}
