import Foundation

extension TabBarMetrics {
  /// The longest length any metric may have; longer ones are cut to it.
  public static let maximumLength: CGFloat = 100_000

  /// The height of a label's line as a multiple of its point size.
  public static let labelLineHeightMultiple: CGFloat = 1.2

  /// These metrics with every value made usable: lengths that are negative, NaN or infinite
  /// become 0 (the safe-area lift may be negative; a non-finite button centre depth becomes `nil`; the minimum hit size becomes ``standardMinimumHitSize``, the selected-icon scale 1), lengths are cut to
  /// ``maximumLength``, and the Dynamic Type range is put in order. The layout applies it first,
  /// so no metric can make a frame or path non-finite.
  public func sanitized() -> TabBarMetrics {
    func length(_ value: CGFloat, otherwise fallback: CGFloat = 0) -> CGFloat {
      guard value.isFinite else { return fallback }
      return min(max(value, 0), Self.maximumLength)
    }
    var copy = self
    switch placement {
    case .edge: break
    case .floating(let horizontal, let bottom):
      copy.placement = .floating(horizontalMargin: length(horizontal), bottomMargin: length(bottom))
    }
    copy.minimumHitSize = length(minimumHitSize, otherwise: Self.standardMinimumHitSize)
    copy.barHeight = length(barHeight)
    copy.cornerRadius = length(cornerRadius)
    copy.horizontalPadding = length(horizontalPadding)
    copy.topPadding = length(topPadding)
    copy.bottomPadding = length(bottomPadding)
    copy.safeAreaLift =
      safeAreaLift.isFinite ? safeAreaLift.clamped(from: -Self.maximumLength, through: Self.maximumLength) : 0
    copy.minimumBottomGap = length(minimumBottomGap)
    copy.lineIndicatorInset = length(lineIndicatorInset)
    copy.maximumFloatingWidth = maximumFloatingWidth.map { length($0) }.flatMap { $0 > 0 ? $0 : nil }
    copy.iconSize = length(iconSize)
    copy.labelFontSize = length(labelFontSize)
    copy.iconLabelSpacing = length(iconLabelSpacing)
    copy.selectedIconScale =
      selectedIconScale.isFinite && selectedIconScale > 0 ? min(selectedIconScale, 4) : 1
    switch indicator {
    case .line(let width, let thickness, let edge):
      copy.indicator = .line(width: length(width), thickness: length(thickness), edge: edge)
    case .dot(let diameter, let gap):
      copy.indicator = .dot(diameter: length(diameter), gap: length(gap))
    case .pill(let padding):
      copy.indicator = .pill(padding: length(padding))
    case nil: break
    }
    copy.actionButton.diameter = length(actionButton.diameter)
    copy.actionButton.clearance = length(actionButton.clearance)
    copy.actionButton.centerDepth = actionButton.centerDepth.flatMap {
      $0.isFinite ? $0.clamped(from: -Self.maximumLength, through: Self.maximumLength) : nil
    }
    if var notch = actionButton.notch {
      notch.width = length(notch.width)
      notch.depth = length(notch.depth)
      notch.shoulderRadius = length(notch.shoulderRadius)
      copy.actionButton.notch = notch
    }
    let smallest = TabBarDynamicTypeSize.xSmall.scaleFactor
    let largest = TabBarDynamicTypeSize.accessibility5.scaleFactor
    var low = minimumDynamicTypeFactor.isFinite ? minimumDynamicTypeFactor : smallest
    var high = maximumDynamicTypeFactor.isFinite ? maximumDynamicTypeFactor : largest
    low = low.clamped(to: 0.1...10)
    high = high.clamped(to: 0.1...10)
    copy.minimumDynamicTypeFactor = min(low, high)
    copy.maximumDynamicTypeFactor = max(low, high)
    return copy
  }
}
