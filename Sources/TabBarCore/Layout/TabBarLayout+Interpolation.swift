import Foundation

extension TabBarLayout {
  /// The layout `fraction` of the way from this one to `other`: what a frame of an animation
  /// between two selections (or sizes) shows.
  ///
  /// Frames, centres, the notch's place, icon scales and label opacities move linearly with
  /// `fraction`; yes-or-no values (which tab is selected, whether a label shows) switch at the
  /// halfway point. An indicator or a notch only one end has (a bar with no selection at the
  /// other, as beside a selected search circle) is there all the way, shrinking to nothing at
  /// its centre towards the end without it (a notch closes in place), so nothing pops in or out.
  /// `fraction` may leave 0...1, as a spring overshoots; opacities stay within 0...1 and scales at or above 0. At exactly 0 the result is `self`, at 1 it is `other`. When
  /// the two layouts do not show the same tabs, the nearer one is returned whole. A NaN or
  /// infinite fraction counts as 0, and finite ones are cut to ±1,000,000, so every frame is finite.
  ///
  /// ```swift
  /// // start: the bar with "home" selected; end: the same bar with "profile" selected
  /// let halfway = start.interpolated(to: end, fraction: 0.5)
  /// ```
  public func interpolated(to other: TabBarLayout, fraction: CGFloat) -> TabBarLayout {
    var result = TabBarLayout.empty
    interpolated(to: other, fraction: fraction, into: &result)
    return result
  }

  /// The same as ``interpolated(to:fraction:)``, written into `result` and reusing its storage:
  /// once its item list has grown to size, a frame of animation allocates nothing.
  public func interpolated(to other: TabBarLayout, fraction: CGFloat, into result: inout TabBarLayout) {
    let weights = InterpolationWeights(fraction: fraction.sanitizedFraction)
    // The nearer end goes first: the result keeps its yes-or-no values.
    guard weights.fraction != 0, weights.fraction != 1, showsSameTabs(as: other) else {
      if weights.startsFirst { result.assign(self) } else { result.assign(other) }
      return
    }
    if weights.startsFirst {
      Self.blend(self, other, other, weights: weights, into: &result)
    } else {
      Self.blend(other, self, self, weights: weights, into: &result)
    }
  }
}
