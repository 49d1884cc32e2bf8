import Foundation

/// Lays out a bar: a pure function from a ``TabBarLayoutRequest`` to a ``TabBarLayout``.
///
/// The rules, each checked by the tests:
/// - An edge bar spans the container's width and runs under the home indicator; a floating bar
///   is inset by its margins and sits above the bottom safe area (or its bottom margin, if
///   larger).
/// - Tabs share the row equally; an action button takes a slot in the middle (the notch's
///   footprint when it has one) with the tabs split around it (two and two for four tabs; the
///   leading side takes the extra one). Every hit area is at least the minimum hit size when the
///   width allows; otherwise all shrink by one factor and ``TabBarLayout/meetsMinimumHitSize``
///   is `false`.
/// - Right-to-left layouts are the exact mirror of left-to-right ones.
/// - One tab is selected (``TabItems/normalizedSelection(_:)``), or none when the request says
///   so (``TabBarLayoutRequest/showsSelection``): then nothing marks a selection.
/// - Icons and labels grow with Dynamic Type up to the metrics' cap; the bar grows only when its
///   content needs it.
/// - Any input gives a finite layout: sizes that are NaN, infinite or negative count as 0,
///   sizes are cut to ``maximumLength``, insets to the container, and metrics are
///   ``TabBarMetrics/sanitized()``.
///
/// ```swift
/// let layout = TabBarLayoutEngine.layout(
///   TabBarLayoutRequest(items: items, selectedID: "home",
///                       containerSize: CGSize(width: 390, height: 844),
///                       safeAreaInsets: TabBarInsets(bottom: 34), metrics: .curved))
/// ```
package enum TabBarLayoutEngine {
  /// The largest container side the layout works with; larger ones are cut to it.
  package static let maximumLength: CGFloat = 1_000_000

  /// Lays out `request`.
  package static func layout(_ request: TabBarLayoutRequest) -> TabBarLayout {
    var layout = TabBarLayout.empty
    self.layout(request, into: &layout)
    return layout
  }

  /// Lays out `request` into `layout`, reusing its storage: once the item list has grown to
  /// its size, a frame of animation allocates nothing.
  ///
  /// The stages, in order: sizes (Dynamic Type and the bar's height), band (where the bar and
  /// its row go), columns (the tabs' shares and the action's slot), notch, items, action button;
  /// all left to right, mirrored at the end for right-to-left.
  package static func layout(_ request: TabBarLayoutRequest, into layout: inout TabBarLayout) {
    // Metrics that are sane already (the presets, and every frame of an animation) are used in
    // place: sanitising gives them back unchanged, so neither its work nor its copy is needed.
    if request.hasSanitizedMetrics {
      layOut(request, metrics: request.metrics, into: &layout)
    } else {
      layOut(request, metrics: request.metrics.sanitized(), into: &layout)
    }
  }

  /// ``layout(_:into:)`` with `metrics`, the request's metrics made sane.
  private static func layOut(
    _ request: TabBarLayoutRequest, metrics: TabBarMetrics, into layout: inout TabBarLayout
  ) {
    // The request's numbers are made usable here, once: every stage after this trusts them.
    let width = request.containerSize.width.finiteLength(atMost: maximumLength)
    let height = request.containerSize.height.finiteLength(atMost: maximumLength)
    let insets = request.safeAreaInsets.sanitized(width: width, height: height)
    let items = request.items
    let sizes = LayoutSizes(metrics: metrics, dynamicTypeFactor: request.dynamicTypeFactor.finite(or: 1))
    let band = LayoutBand(
      metrics: metrics, barHeight: sizes.barHeight, width: width, height: height, insets: insets)
    var outline = BarOutline(
      frame: band.barFrame, cornerRadius: metrics.cornerRadius, cornerStyle: metrics.cornerStyle,
      roundsBottomCorners: band.isFloating)
    let selectedIndex = request.showsSelection ? items.normalizedSelection(request.selectedID) : nil
    let holdsAction = metrics.actionButton.notch?.anchor == .actionButton && items.raisedIndex != nil
    let buttonDiameter =
      holdsAction ? metrics.actionButton.diameter : min(metrics.actionButton.diameter, sizes.barHeight)
    let columns = LayoutColumns(
      items: items, metrics: metrics, band: band, outline: outline, buttonDiameter: buttonDiameter)
    let rtl = request.layoutDirection == .rightToLeft
    let notch = LayoutNotch(
      items: items, metrics: metrics, columns: columns, selectedIndex: selectedIndex,
      requestedCenterX: request.notchCenterX.map { rtl ? width - $0 : $0 }, outline: &outline,
      memo: &layout.memo)
    layout.indicator = layOutItems(
      items, selectedIndex: selectedIndex, metrics: metrics, sizes: sizes, band: band,
      columns: columns, notch: notch, into: &layout.items)
    layout.actionButton = actionButtonLayout(
      items: items, metrics: metrics, band: band.band, columns: columns, notch: notch,
      buttonDiameter: buttonDiameter, memo: &layout.memo)
    layout.containerSize = CGSize(width: width, height: height)
    layout.layoutDirection = request.layoutDirection
    layout.barFrame = band.barFrame
    layout.contentBand = band.band
    layout.contentInset = max(0, (height - insets.bottom) - band.barFrame.minY)
    layout.outline = outline
    layout.selectedIndex = selectedIndex
    layout.iconSize = sizes.iconSize
    layout.labelFontSize = sizes.labelFontSize
    layout.usesLargeContentViewer = sizes.askedFactor > metrics.maximumDynamicTypeFactor
    layout.meetsMinimumHitSize = columns.meetsMinimumHitSize
    layout.minimumHitSize = metrics.minimumHitSize
    if rtl { layout.mirror() }
  }
}

extension TabBarLayout {
  /// A layout of nothing: the starting value ``TabBarLayoutEngine/layout(_:into:)`` fills.
  package static let empty = TabBarLayout(
    containerSize: .zero, layoutDirection: .leftToRight, barFrame: .zero, contentBand: .zero,
    contentInset: 0, outline: BarOutline(frame: .zero), items: [], actionButton: nil, indicator: nil,
    selectedIndex: nil, iconSize: 0, labelFontSize: 0, usesLargeContentViewer: false,
    meetsMinimumHitSize: true)

  /// Mirrors the whole layout across the container's vertical centre line.
  package mutating func mirror() {
    let axis = containerSize.width / 2
    barFrame = barFrame.mirrored(aroundX: axis)
    contentBand = contentBand.mirrored(aroundX: axis)
    outline = outline.mirrored(aroundX: axis)
    for index in items.indices {
      items[index].hitFrame = items[index].hitFrame.mirrored(aroundX: axis)
      items[index].iconFrame = items[index].iconFrame.mirrored(aroundX: axis)
      items[index].labelFrame = items[index].labelFrame.mirrored(aroundX: axis)
      items[index].badgeCenter = items[index].badgeCenter.mirrored(aroundX: axis)
    }
    if let center = actionButton?.center {
      actionButton?.center = center.mirrored(aroundX: axis)
      actionButton?.isMirrored.toggle()
    }
    if let frame = indicator?.frame { indicator?.frame = frame.mirrored(aroundX: axis) }
  }
}
