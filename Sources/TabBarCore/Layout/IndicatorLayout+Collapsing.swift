import Foundation

extension IndicatorLayout {
  /// The indicator shrunk to nothing at its centre: what a layout without an indicator counts as
  /// while the bar animates to or from one with it, so the indicator shrinks away where it was
  /// (or grows where it will be) instead of appearing or vanishing at once.
  package var collapsed: IndicatorLayout {
    IndicatorLayout(frame: CGRect(x: frame.midX, y: frame.midY, width: 0, height: 0), cornerRadius: 0)
  }

  /// The two ends an animation between `from` and `to` moves the indicator between: each as it
  /// is, the missing one (if one is missing) the other collapsed; `nil` when both are missing.
  package static func ends(_ from: IndicatorLayout?, _ to: IndicatorLayout?) -> (
    from: IndicatorLayout, to: IndicatorLayout
  )? {
    guard let present = from ?? to else { return nil }
    return (from ?? present.collapsed, to ?? present.collapsed)
  }

  /// The three indicators blended (see ``TabBarLayout/blend(_:_:_:weights:into:)``): one only
  /// some have counts as ``collapsed`` at its centre in the others, so it grows or shrinks where
  /// it is; `nil` when none has one. Always inlined: called once a frame, the call cost about as
  /// much as the arithmetic.
  @inline(__always)
  static func blended<Weighing: LayoutBlendWeights>(
    _ first: IndicatorLayout?, _ second: IndicatorLayout?, _ third: IndicatorLayout?, weights: Weighing
  ) -> IndicatorLayout? {
    guard let shown = first ?? second ?? third else { return nil }
    // Only when one lacks it is the collapsed stand-in worked out.
    let missing = first == nil || second == nil || third == nil ? shown.collapsed : shown
    let (a, b, c) = (first ?? missing, second ?? missing, third ?? missing)
    return blended(
      frame: weights.mix(a.frame, b.frame, c.frame),
      cornerRadius: weights.mix(a.cornerRadius, b.cornerRadius, c.cornerRadius), kept: first)
  }

  /// An indicator blended from two or three others (its frame made non-negative), or `nil` when
  /// it has shrunk to nothing and the layout whose yes-or-no values the blend keeps has none.
  /// - Parameters:
  ///   - frame: The blended frame.
  ///   - cornerRadius: The blended corner radius.
  ///   - kept: The indicator of the layout the blend keeps the yes-or-no values of.
  package static func blended(frame: CGRect, cornerRadius: CGFloat, kept: IndicatorLayout?)
    -> IndicatorLayout?
  {
    let frame = frame.nonNegativeSize
    guard kept != nil || (frame.width > 0 && frame.height > 0) else { return nil }
    return IndicatorLayout(frame: frame, cornerRadius: max(0, cornerRadius))
  }
}
