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
public enum TabBarLayoutEngine {
  /// The largest container side the layout works with; larger ones are cut to it.
  public static let maximumLength: CGFloat = 1_000_000

  /// Lays out `request`.
  public static func layout(_ request: TabBarLayoutRequest) -> TabBarLayout {
    var layout = TabBarLayout.empty
    self.layout(request, into: &layout)
    return layout
  }

  /// Lays out `request` into `layout`, reusing its storage: once the item list has grown to
  /// its size, a frame of animation allocates nothing.
  public static func layout(_ request: TabBarLayoutRequest, into layout: inout TabBarLayout) {
    let metrics = request.metrics.sanitized()
    let width = sane(request.containerSize.width)
    let height = sane(request.containerSize.height)
    let insets = saneInsets(request.safeAreaInsets, width: width, height: height)
    let items = request.items

    // Dynamic Type.
    let askedFactor = request.dynamicTypeFactor.isFinite ? request.dynamicTypeFactor : 1
    let factor = askedFactor.clamped(
      from: metrics.minimumDynamicTypeFactor, through: metrics.maximumDynamicTypeFactor)
    let iconSize = metrics.iconSize * factor
    let labelFontSize = metrics.labelFontSize * factor
    let spacing = metrics.iconLabelSpacing * factor
    let lineHeight = labelFontSize * TabBarMetrics.labelLineHeightMultiple
    let labelsShow = metrics.labelVisibility != .never
    let stackHeight = iconSize + (labelsShow ? spacing + lineHeight : 0)
    var dotReserve: CGFloat = 0
    if case .dot(let diameter, let gap) = metrics.indicator { dotReserve = diameter + gap }
    let contentPadding: CGFloat = 6
    let barHeight = max(
      metrics.barHeight, metrics.minimumHitSize,
      stackHeight * max(1, metrics.selectedIconScale) + dotReserve + 2 * contentPadding)

    // The bar and its row of items, computed left to right and mirrored at the end.
    let band: CGRect
    let barFrame: CGRect
    var regionMinX: CGFloat
    var regionMaxX: CGFloat
    let isFloating: Bool
    switch metrics.placement {
    case .edge:
      isFloating = false
      band = CGRect(x: 0, y: height - insets.bottom - barHeight, width: width, height: barHeight)
      barFrame = CGRect(x: 0, y: band.minY, width: width, height: barHeight + insets.bottom)
      regionMinX = insets.leading + metrics.horizontalPadding
      regionMaxX = width - insets.trailing - metrics.horizontalPadding
    case .floating(let horizontalMargin, let bottomMargin):
      isFloating = true
      var minX = insets.leading + horizontalMargin
      var maxX = width - insets.trailing - horizontalMargin
      if maxX < minX { (minX, maxX) = ((minX + maxX) / 2, (minX + maxX) / 2) }
      let bottom = height - max(insets.bottom, bottomMargin)
      band = CGRect(x: minX, y: bottom - barHeight, width: maxX - minX, height: barHeight)
      barFrame = band
      regionMinX = minX + metrics.horizontalPadding
      regionMaxX = maxX - metrics.horizontalPadding
    }
    if regionMaxX < regionMinX {
      let middle = (regionMinX + regionMaxX) / 2
      (regionMinX, regionMaxX) = (middle, middle)
    }
    let regionWidth = regionMaxX - regionMinX
    let rtl = request.layoutDirection == .rightToLeft
    func leftToRight(_ x: CGFloat) -> CGFloat { rtl ? width - x : x }

    var outline = BarOutline(
      frame: barFrame, cornerRadius: metrics.cornerRadius, cornerStyle: metrics.cornerStyle,
      roundsBottomCorners: isFloating)

    // Selection.
    let selectedIndex = items.normalizedSelection(request.selectedID)

    // The action's slot.
    let tabCount = items.tabIndices.count
    let actionIndex = items.actionIndex
    let notchMetrics = metrics.actionButton.notch
    let notchHoldsAction = notchMetrics?.anchor == .actionButton && actionIndex != nil
    let notchFollowsSelection = notchMetrics?.anchor == .selection && selectedIndex != nil
    let buttonDiameter =
      notchHoldsAction ? metrics.actionButton.diameter : min(metrics.actionButton.diameter, barHeight)
    var slotWidth: CGFloat = 0
    if actionIndex != nil {
      let buttonSlot = max(buttonDiameter, metrics.minimumHitSize) + 2 * metrics.actionButton.clearance
      if notchHoldsAction, let notchMetrics {
        outline.notch = notchMetrics
        outline.notchCenterX = (regionMinX + regionMaxX) / 2
        let footprint = outline.resolvedNotch.map { 2 * $0.halfFootprint } ?? 0
        slotWidth = max(footprint, buttonSlot)
      } else {
        slotWidth = buttonSlot
      }
    }

    // Columns.
    var columnWidth: CGFloat = 0
    var meetsMinimumHitSize = true
    if tabCount > 0 {
      let demand = slotWidth + CGFloat(tabCount) * metrics.minimumHitSize
      if regionWidth >= demand {
        columnWidth = (regionWidth - slotWidth) / CGFloat(tabCount)
      } else {
        let shrink = demand > 0 ? regionWidth / demand : 0
        slotWidth *= shrink
        columnWidth = metrics.minimumHitSize * shrink
        meetsMinimumHitSize = false
      }
    } else {
      slotWidth = min(slotWidth, regionWidth)
    }
    let leadingCount = (tabCount + 1) / 2
    let slotMinX = regionMinX + CGFloat(leadingCount) * columnWidth
    let slotCenterX =
      tabCount > 0 ? slotMinX + slotWidth / 2 : (regionMinX + regionMaxX) / 2
    /// Where the column of the tab at `position` (among the tabs) starts: tabs after the leading
    /// ones sit beyond the action's slot.
    func columnMinX(at position: Int) -> CGFloat {
      regionMinX + CGFloat(position) * columnWidth
        + (position >= leadingCount && actionIndex != nil ? slotWidth : 0)
    }

    // The notch: at the action's slot, or under the selected tab.
    if notchHoldsAction {
      outline.notchCenterX = slotCenterX
    } else if notchFollowsSelection, var notchMetrics, let selectedIndex,
      let position = items.tabIndices.firstIndex(of: selectedIndex)
    {
      // A notch that follows the selection fits in one column, so its bubble covers no other tab.
      let footprint = 2 * NotchGeometry.halfFootprint(of: notchMetrics)
      if footprint > columnWidth, footprint > 0 {
        let shrink = columnWidth / footprint
        notchMetrics.width *= shrink
        notchMetrics.depth *= shrink
        notchMetrics.shoulderRadius *= shrink
      }
      outline.notch = notchMetrics
      outline.notchCenterX =
        request.notchCenterX.map(leftToRight) ?? (columnMinX(at: position) + columnWidth / 2)
    }
    let notch = outline.resolvedNotch
    let bubbleDiameter = min(
      metrics.actionButton.diameter, max(0, columnWidth - 2 * metrics.actionButton.clearance))
    // How deep the selected tab's bubble rests in a notch that follows the selection.
    var bubbleDepth: CGFloat?
    if notchFollowsSelection, let notch {
      bubbleDepth = layout.memo.restingDepth(
        in: notch, radius: bubbleDiameter / 2, clearance: metrics.actionButton.clearance,
        slot: .selectionBubble)
    }

    // Items.
    layout.items.removeAll(keepingCapacity: true)
    var indicator: IndicatorLayout?
    for (position, itemIndex) in items.tabIndices.enumerated() {
      let id = items.all[itemIndex].id
      let isSelected = itemIndex == selectedIndex
      let columnMinX = columnMinX(at: position)
      let hitFrame = CGRect(x: columnMinX, y: band.minY, width: columnWidth, height: band.height)
      let showsLabel: Bool
      switch metrics.labelVisibility {
      case .always: showsLabel = true
      case .selected: showsLabel = isSelected
      case .never: showsLabel = false
      }
      let shownStackTop = band.midY - (stackHeight + dotReserve) / 2
      var iconMinY =
        showsLabel || !labelsShow ? shownStackTop : band.midY - (iconSize + dotReserve) / 2
      var iconMidX = hitFrame.midX
      if isSelected, let notch, let bubbleDepth {
        // Raised into the notch, in the middle of its bubble.
        iconMinY = notch.top + bubbleDepth - iconSize / 2
        iconMidX = notch.centerX
      }
      let iconFrame = CGRect(
        x: iconMidX - iconSize / 2, y: iconMinY, width: iconSize, height: iconSize)
      let labelInset = min(4, columnWidth / 4)
      let labelFrame = CGRect(
        x: columnMinX + labelInset, y: shownStackTop + iconSize + spacing,
        width: columnWidth - 2 * labelInset, height: lineHeight)
      let badgeCenter = CGPoint(
        x: iconFrame.maxX - iconSize * 0.1, y: iconFrame.minY + iconSize * 0.1)

      if isSelected {
        indicator = indicatorLayout(
          metrics: metrics, band: band, column: hitFrame, icon: iconFrame,
          label: showsLabel ? labelFrame : nil, notch: notchFollowsSelection ? notch : nil,
          bubble: (bubbleDiameter, bubbleDepth ?? 0))
      }
      layout.items.append(
        ItemLayout(
          itemIndex: itemIndex, id: id, hitFrame: hitFrame, iconFrame: iconFrame,
          labelFrame: labelFrame, showsLabel: showsLabel, labelOpacity: showsLabel ? 1 : 0,
          iconScale: isSelected ? metrics.selectedIconScale : 1, isSelected: isSelected,
          badgeCenter: badgeCenter))
    }

    // The action button.
    var actionButton: ActionButtonLayout?
    if let actionIndex {
      let radius = buttonDiameter / 2
      let centerY: CGFloat
      if notchHoldsAction, let notch {
        centerY =
          notch.top
          + layout.memo.restingDepth(
            in: notch, radius: radius, clearance: metrics.actionButton.clearance, slot: .actionButton)
      } else if notchHoldsAction {
        // No notch fits: the button rests on the flat top edge, still clear of it.
        centerY = band.minY - radius - metrics.actionButton.clearance
      } else {
        centerY = band.midY
      }
      let centerX = notchHoldsAction ? (notch?.centerX ?? slotCenterX) : slotCenterX
      actionButton = ActionButtonLayout(
        itemIndex: actionIndex, id: items.all[actionIndex].id,
        center: CGPoint(x: centerX, y: centerY), diameter: buttonDiameter,
        hitRadius: max(radius, metrics.minimumHitSize / 2))
    }

    layout.containerSize = CGSize(width: width, height: height)
    layout.layoutDirection = request.layoutDirection
    layout.barFrame = barFrame
    layout.contentBand = band
    layout.contentInset = max(0, (height - insets.bottom) - barFrame.minY)
    layout.outline = outline
    layout.actionButton = actionButton
    layout.indicator = indicator
    layout.selectedIndex = selectedIndex
    layout.iconSize = iconSize
    layout.labelFontSize = labelFontSize
    layout.usesLargeContentViewer = askedFactor > metrics.maximumDynamicTypeFactor
    layout.meetsMinimumHitSize = meetsMinimumHitSize
    layout.minimumHitSize = metrics.minimumHitSize
    if rtl { layout.mirror() }
  }

  /// The indicator at the selected item.
  private static func indicatorLayout(
    metrics: TabBarMetrics, band: CGRect, column: CGRect, icon: CGRect, label: CGRect?,
    notch: NotchGeometry?, bubble: (diameter: CGFloat, depth: CGFloat)
  ) -> IndicatorLayout? {
    if let notch {
      // The raised bubble that holds the selected icon in the notch.
      let (diameter, depth) = bubble
      return IndicatorLayout(
        frame: CGRect(
          x: notch.centerX - diameter / 2, y: notch.top + depth - diameter / 2, width: diameter,
          height: diameter), cornerRadius: diameter / 2)
    }
    switch metrics.indicator {
    case .line(let width, let thickness, let edge):
      let lineWidth = min(width, column.width)
      let y = edge == .top ? band.minY : band.maxY - thickness
      return IndicatorLayout(
        frame: CGRect(x: column.midX - lineWidth / 2, y: y, width: lineWidth, height: thickness),
        cornerRadius: 0)
    case .dot(let diameter, let gap):
      let contentBottom = label?.maxY ?? icon.maxY
      return IndicatorLayout(
        frame: CGRect(
          x: column.midX - diameter / 2, y: contentBottom + gap, width: diameter, height: diameter),
        cornerRadius: diameter / 2)
    case .pill(let padding):
      let contentTop = icon.minY
      let contentBottom = label?.maxY ?? icon.maxY
      let inset = min(4, column.width / 4)
      let frame = CGRect(
        x: column.minX + inset, y: contentTop - padding, width: column.width - 2 * inset,
        height: contentBottom - contentTop + 2 * padding)
      return IndicatorLayout(frame: frame, cornerRadius: min(frame.width, frame.height) / 2)
    case nil:
      return nil
    }
  }

  /// A container length made usable: NaN, infinite or negative count as 0; cut to the maximum.
  private static func sane(_ value: CGFloat) -> CGFloat {
    value.isFinite ? min(max(value, 0), maximumLength) : 0
  }

  /// Insets made usable and kept inside the container.
  private static func saneInsets(_ insets: TabBarInsets, width: CGFloat, height: CGFloat) -> TabBarInsets {
    var leading = sane(insets.leading)
    var trailing = sane(insets.trailing)
    if leading + trailing > width, leading + trailing > 0 {
      let shrink = width / (leading + trailing)
      leading *= shrink
      trailing *= shrink
    }
    return TabBarInsets(
      top: min(sane(insets.top), height), leading: leading, bottom: min(sane(insets.bottom), height),
      trailing: trailing)
  }
}

extension TabBarLayout {
  /// A layout of nothing: the starting value ``TabBarLayoutEngine/layout(_:into:)`` fills.
  public static let empty = TabBarLayout(
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
    if let center = actionButton?.center { actionButton?.center = center.mirrored(aroundX: axis) }
    if let frame = indicator?.frame { indicator?.frame = frame.mirrored(aroundX: axis) }
  }
}
