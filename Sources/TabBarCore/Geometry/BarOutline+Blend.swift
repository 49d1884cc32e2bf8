import Foundation

extension BarOutline {
  /// The three outlines blended (see ``TabBarLayout/blend(_:_:_:weights:into:)``): the first's
  /// corner style, bottom corners and notch shape, the frames, corner radii and notch places
  /// weighed. Notches of different sizes blend their sizes too; a notch only some have counts as
  /// closed to nothing at its place in the others (``notchEnd(matching:)``), so it opens or closes
  /// where it is, and it is gone once it has closed for good at a first outline without one.
  ///
  /// Always inlined: called once a frame, the call itself (three outlines passed and one
  /// returned) cost about as much as the arithmetic.
  @inline(__always)
  static func blended<Weighing: LayoutBlendWeights>(
    _ first: BarOutline, _ second: BarOutline, _ third: BarOutline, weights: Weighing
  ) -> BarOutline {
    var result = first
    result.frame = weights.mix(first.frame, second.frame, third.frame)
    result.cornerRadius = weights.barSize(first.cornerRadius, second.cornerRadius, third.cornerRadius)
    result.notchCenterX = weights.mix(first.notchCenterX, second.notchCenterX, third.notchCenterX)
    // No notch, or the same notch in all three: nothing more to blend.
    guard first.notch != nil || second.notch != nil || third.notch != nil,
      first.notch != second.notch || first.notch != third.notch
    else { return result }
    let notched = first.notch != nil ? first : second.notch != nil ? second : third
    guard var notch = notched.notch, let a = first.notchEnd(matching: notched),
      let b = second.notchEnd(matching: notched), let c = third.notchEnd(matching: notched),
      a.metrics != b.metrics || a.metrics != c.metrics
    else { return result }
    notch.width = weights.nonNegative(a.metrics.width, b.metrics.width, c.metrics.width)
    notch.depth = weights.nonNegative(a.metrics.depth, b.metrics.depth, c.metrics.depth)
    notch.shoulderRadius = weights.nonNegative(
      a.metrics.shoulderRadius, b.metrics.shoulderRadius, c.metrics.shoulderRadius)
    guard first.notch != nil || (notch.width > 0 && notch.depth > 0) else {
      // Closed for good (a spring overshooting the end without a notch): the first's, no notch.
      result.notchCenterX = weights.undrawn(first.notchCenterX, second.notchCenterX, third.notchCenterX)
      return result
    }
    result.notch = notch
    result.notchCenterX = weights.mix(a.centerX, b.centerX, c.centerX)
    return result
  }
}
