import Foundation

/// The weights `(1 − t, t)` of an interpolation `t` of the way from a start to an end
/// (``TabBarLayout/interpolated(to:fraction:into:)``, ``BarOutline/interpolated(to:fraction:)``).
///
/// Each number is the start's moved `t` of the way to the end's (`CGFloat.interpolated`), so a
/// number both ends share stays exactly what it is at every fraction. The end `t` is nearer comes
/// first in the blend (the start below one half), so the result keeps its yes-or-no values; the
/// third layout is not weighed (pass the second again). Every number moves, the container's size
/// too, and the bar's own sizes overshoot with `t` as an outline's corner radius always has.
struct InterpolationWeights: LayoutBlendWeights {
  /// How far from the start to the end, already sanitized (`sanitizedFraction`).
  let fraction: CGFloat

  /// Whether the start is the blend's first layout: `fraction` is nearer it than the end.
  var startsFirst: Bool { fraction < 0.5 }

  /// The start's number moved `fraction` of the way to the end's.
  func mix(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat {
    startsFirst ? a.interpolated(to: b, fraction: fraction) : b.interpolated(to: a, fraction: fraction)
  }

  /// The bar's sizes follow the fraction, past the ends too.
  func barSize(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat { mix(a, b, c) }

  /// The container's size and a closed notch's place move like every other number.
  func undrawn(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat { mix(a, b, c) }
}
