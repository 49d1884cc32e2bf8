import Foundation

extension TabBarLayoutEngine {
  /// The indicator at the selected item: the raised bubble in a notch that follows the
  /// selection, else the metrics' line, dot or pill.
  static func indicatorLayout(
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
    switch metrics.selectionMarker {
    case .line(let width, let thickness, let edge):
      let lineWidth = min(width, column.width)
      let inset = metrics.lineMarkerInset
      let y = edge == .top ? band.minY + inset : band.maxY - thickness - inset
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
      let inset = ItemLayout.labelInset(inColumnOfWidth: column.width)
      let frame = CGRect(
        x: column.minX + inset, y: contentTop - padding, width: column.width - 2 * inset,
        height: contentBottom - contentTop + 2 * padding)
      return IndicatorLayout(frame: frame, cornerRadius: min(frame.width, frame.height) / 2)
    case nil:
      return nil
    }
  }
}
