import Foundation

/// The second stage of a layout: where the bar and its row of items go, left to right.
struct LayoutBand {
  /// The row the items sit in.
  let band: CGRect
  /// The bar's filled area (an edge bar's runs on under the home indicator).
  let barFrame: CGRect
  /// Where the first column may start.
  let regionMinX: CGFloat
  /// Where the last column must end.
  let regionMaxX: CGFloat
  /// Whether the bar floats (all its corners round).
  let isFloating: Bool
  /// Where items' content is centred vertically: the middle of the row less its paddings.
  let contentMidY: CGFloat

  /// The width the columns share.
  var regionWidth: CGFloat { regionMaxX - regionMinX }
  /// The middle of the row of items.
  var regionMidX: CGFloat { (regionMinX + regionMaxX) / 2 }

  /// Places a bar `barHeight` tall for `metrics` in a container of `width` × `height` with
  /// `insets` (all already sane).
  init(metrics: TabBarMetrics, barHeight: CGFloat, width: CGFloat, height: CGFloat, insets: TabBarInsets) {
    var minX: CGFloat
    var maxX: CGFloat
    switch metrics.placement {
    case .edge:
      isFloating = false
      let bottom = height - max(insets.bottom + metrics.safeAreaLift, metrics.minimumBottomGap)
      band = CGRect(x: 0, y: bottom - barHeight, width: width, height: barHeight)
      barFrame = CGRect(x: 0, y: band.minY, width: width, height: height - band.minY)
      minX = insets.leading + metrics.horizontalPadding
      maxX = width - insets.trailing - metrics.horizontalPadding
    case .floating(let horizontalMargin, let bottomMargin):
      isFloating = true
      var barMinX = insets.leading + horizontalMargin
      var barMaxX = width - insets.trailing - horizontalMargin
      if barMaxX < barMinX { (barMinX, barMaxX) = ((barMinX + barMaxX) / 2, (barMinX + barMaxX) / 2) }
      if let widest = metrics.maximumFloatingWidth, barMaxX - barMinX > widest {
        let middle = (barMinX + barMaxX) / 2
        (barMinX, barMaxX) = (middle - widest / 2, middle + widest / 2)
      }
      let bottom =
        height - max(insets.bottom + metrics.safeAreaLift, bottomMargin, metrics.minimumBottomGap)
      band = CGRect(x: barMinX, y: bottom - barHeight, width: barMaxX - barMinX, height: barHeight)
      barFrame = band
      minX = barMinX + metrics.horizontalPadding
      maxX = barMaxX - metrics.horizontalPadding
    }
    if maxX < minX {
      let middle = (minX + maxX) / 2
      (minX, maxX) = (middle, middle)
    }
    regionMinX = minX
    regionMaxX = maxX
    contentMidY = band.midY + (metrics.topPadding - metrics.bottomPadding) / 2
  }
}
