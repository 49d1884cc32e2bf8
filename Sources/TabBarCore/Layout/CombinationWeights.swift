import Foundation

/// Weights for three layouts that sum to 1, `first·w₁ + second·w₂ + third·w₃`
/// (``TabBarLayout/combine(_:_:_:weights:into:)``): what a spring moving a whole layout is, its
/// target, where it started and where its velocity points.
///
/// The weights may lie far outside 0…1 (the velocity's part is divided by a short horizon), so
/// the bar's sizes are kept at or above 0 as well, a number whose sum is not finite stays the
/// first layout's, and what nothing is drawn from (the container's size, a closed notch's place)
/// stays the first's: the target's.
struct CombinationWeights: LayoutBlendWeights {
  /// The first, second and third layout's weights.
  let weights: TabBarLayout.Weights

  /// `a·w₁ + b·w₂ + c·w₃`, or `a` when that is not finite.
  func mix(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat {
    let value = a * weights.first + b * weights.second + c * weights.third
    return value.isFinite ? value : a
  }

  /// Far-flung weights must not turn the bar's sizes negative.
  func barSize(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat { nonNegative(a, b, c) }

  /// The container's size and a closed notch's place are the target's.
  func undrawn(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat { a }
}
