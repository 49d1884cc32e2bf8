import Foundation

extension TabBarMetrics {
  /// The longest length any metric may have; longer ones are cut to it.
  package static let maximumLength: CGFloat = 100_000

  /// The height of a label's line as a multiple of its point size.
  package static let labelLineHeightMultiple: CGFloat = 1.2

  /// These metrics with every value made usable: lengths that are negative, NaN or infinite
  /// become 0 (the safe-area lift may be negative; a non-finite button centre depth becomes `nil`; the minimum hit size becomes ``standardMinimumHitSize``, the selected-icon scale 1), lengths are cut to
  /// ``maximumLength``, and the Dynamic Type range is put in order. The layout applies it first,
  /// so no metric can make a frame or path non-finite.
  package func sanitized() -> TabBarMetrics {
    let most = Self.maximumLength
    var copy = self
    switch placement {
    case .edge: break
    case .floating(let horizontal, let bottom):
      copy.placement = .floating(
        horizontalMargin: horizontal.finiteLength(atMost: most),
        bottomMargin: bottom.finiteLength(atMost: most))
    }
    copy.minimumHitSize = minimumHitSize.finiteLength(atMost: most, or: Self.standardMinimumHitSize)
    copy.barHeight = barHeight.finiteLength(atMost: most)
    copy.cornerRadius = cornerRadius.finiteLength(atMost: most)
    copy.horizontalPadding = horizontalPadding.finiteLength(atMost: most)
    copy.topPadding = topPadding.finiteLength(atMost: most)
    copy.bottomPadding = bottomPadding.finiteLength(atMost: most)
    copy.safeAreaLift = safeAreaLift.finite(or: 0).clamped(from: -most, through: most)
    copy.minimumBottomGap = minimumBottomGap.finiteLength(atMost: most)
    copy.lineMarkerInset = lineMarkerInset.finiteLength(atMost: most)
    copy.maximumFloatingWidth = maximumFloatingWidth.map { $0.finiteLength(atMost: most) }.flatMap {
      $0 > 0 ? $0 : nil
    }
    copy.iconSize = iconSize.finiteLength(atMost: most)
    copy.labelFontSize = labelFontSize.finiteLength(atMost: most)
    copy.iconLabelSpacing = iconLabelSpacing.finiteLength(atMost: most)
    copy.selectedIconScale =
      selectedIconScale.isFinite && selectedIconScale > 0 ? min(selectedIconScale, 4) : 1
    switch selectionMarker {
    case .line(let width, let thickness, let edge):
      copy.selectionMarker = .line(
        width: width.finiteLength(atMost: most), thickness: thickness.finiteLength(atMost: most), edge: edge)
    case .dot(let diameter, let gap):
      copy.selectionMarker = .dot(
        diameter: diameter.finiteLength(atMost: most), gap: gap.finiteLength(atMost: most))
    case .pill(let padding):
      copy.selectionMarker = .pill(padding: padding.finiteLength(atMost: most))
    case nil: break
    }
    copy.actionButton.diameter = actionButton.diameter.finiteLength(atMost: most)
    copy.actionButton.clearance = actionButton.clearance.finiteLength(atMost: most)
    copy.actionButton.centerDepth = actionButton.centerDepth.flatMap {
      $0.isFinite ? $0.clamped(from: -most, through: most) : nil
    }
    copy.actionButton.notch = actionButton.notch?.sanitized()
    let smallest = TabBarDynamicTypeSize.xSmall.scaleFactor
    let largest = TabBarDynamicTypeSize.accessibility5.scaleFactor
    let low = minimumDynamicTypeFactor.finite(or: smallest).clamped(to: Self.dynamicTypeFactorBounds)
    let high = maximumDynamicTypeFactor.finite(or: largest).clamped(to: Self.dynamicTypeFactorBounds)
    copy.minimumDynamicTypeFactor = min(low, high)
    copy.maximumDynamicTypeFactor = max(low, high)
    return copy
  }

  /// Whether ``sanitized()`` gives these metrics back bit for bit, so the layout can use them as
  /// they are: every length finite, within 0…``maximumLength`` and not −0 (the lift and the
  /// button's centre depth within ±``maximumLength``), a selected-icon scale in 0 < s ≤ 4, and the
  /// Dynamic Type range in order within its bounds. A property test holds it to `sanitized()`.
  package var isSanitized: Bool {
    let keeps = Self.keepsLength
    guard keeps(minimumHitSize), keeps(barHeight), keeps(cornerRadius), keeps(horizontalPadding),
      keeps(topPadding), keeps(bottomPadding), keeps(minimumBottomGap), keeps(lineMarkerInset),
      keeps(iconSize), keeps(labelFontSize), keeps(iconLabelSpacing), keeps(actionButton.diameter),
      keeps(actionButton.clearance), abs(safeAreaLift) <= Self.maximumLength,
      selectedIconScale > 0, selectedIconScale <= 4,
      Self.dynamicTypeFactorBounds.contains(minimumDynamicTypeFactor),
      Self.dynamicTypeFactorBounds.contains(maximumDynamicTypeFactor),
      minimumDynamicTypeFactor <= maximumDynamicTypeFactor
    else { return false }
    if case .floating(let horizontal, let bottom) = placement, !keeps(horizontal) || !keeps(bottom) {
      return false
    }
    if let widest = maximumFloatingWidth, !(widest > 0 && widest <= Self.maximumLength) { return false }
    switch selectionMarker {
    case .line(let width, let thickness, _): guard keeps(width), keeps(thickness) else { return false }
    case .dot(let diameter, let gap): guard keeps(diameter), keeps(gap) else { return false }
    case .pill(let padding): guard keeps(padding) else { return false }
    case nil: break
    }
    if let depth = actionButton.centerDepth, !(abs(depth) <= Self.maximumLength) { return false }
    if let notch = actionButton.notch {
      return keeps(notch.width) && keeps(notch.depth) && keeps(notch.shoulderRadius)
    }
    return true
  }

  /// The range a Dynamic Type factor is kept to.
  private static let dynamicTypeFactorBounds: ClosedRange<CGFloat> = 0.1...10

  /// Whether ``sanitized()`` keeps the length `value` bit for bit (`finiteLength(atMost:or:)`
  /// with ``maximumLength``): finite, within 0…``maximumLength``, and not −0 (which it makes +0).
  private static func keepsLength(_ value: CGFloat) -> Bool {
    (value > 0 && value <= maximumLength) || value.bitPattern == 0
  }
}
