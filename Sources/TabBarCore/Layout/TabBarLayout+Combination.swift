import Foundation

extension TabBarLayout {
  /// Weights for three layouts that sum to 1: see ``combine(_:_:_:weights:into:)``.
  package typealias Weights = (first: CGFloat, second: CGFloat, third: CGFloat)

  /// Writes `first·w₁ + second·w₂ + third·w₃` into `result`, reusing its storage: every length,
  /// centre, scale and opacity combined with the weights (which should sum to 1), opacities kept
  /// in 0…1 and scales and radii at or above 0, a notch's size included. Yes-or-no values
  /// (selection, shown labels, whether there is an action button) are `first`'s. An indicator or a
  /// notch only some of the three have counts as shrunk to nothing at its place in the others (see
  /// ``interpolated(to:fraction:into:)``). When the three do not show the same tabs, or a weight is
  /// not finite, the result is `first` whole. It is the one blend of layouts, weighed by
  /// ``CombinationWeights``: the bar's sizes stay at or above 0, and the container's size and a
  /// closed notch's place are `first`'s.
  ///
  /// A spring moving a whole layout is a sum of this form (its target, where it started, and
  /// where its velocity points), which is how ``TabBarLayoutAnimation`` carries a running
  /// animation on to a new target.
  package static func combine(
    _ first: TabBarLayout, _ second: TabBarLayout, _ third: TabBarLayout, weights w: Weights,
    into result: inout TabBarLayout
  ) {
    guard w.first.isFinite, w.second.isFinite, w.third.isFinite, first.showsSameTabs(as: second),
      first.showsSameTabs(as: third)
    else {
      result.assign(first)
      return
    }
    blend(first, second, third, weights: CombinationWeights(weights: w), into: &result)
  }
}
