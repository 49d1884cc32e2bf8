import Foundation

/// How ``TabBarLayout/blend(_:_:_:weights:into:)`` makes each number of its result from the three
/// layouts' numbers. Assigning, interpolating and combining layouts are that one blend, each with
/// its own weights (``AssignmentWeights``, ``InterpolationWeights``, ``CombinationWeights``), so
/// the list of what a layout holds, and what kind of number each part of it is, is written once.
///
/// The blend keeps the first layout's yes-or-no values (which tab is selected, whether a label
/// shows, the notch's shape) and asks the weights for every number by its kind: the kinds are
/// where the three ways of weighing differ beyond their arithmetic.
protocol LayoutBlendWeights {
  /// A number of any value (a position, a rectangle's origin or size), that is `a` in the first
  /// layout, `b` in the second and `c` in the third, weighed.
  func mix(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat

  /// A length no layout may make negative (a scale, a radius, the size of a notch or a button),
  /// weighed: weights past their ends (a spring overshooting) would otherwise turn it inside out.
  func nonNegative(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat

  /// An opacity, weighed: it must stay within 0…1 however far the weights reach.
  func opacity(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat

  /// One of the bar's own sizes (its content inset and corner radius, the icons' side and the
  /// labels' font size), weighed: whether it may overshoot below 0 is the weights' to say.
  func barSize(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat

  /// A number nothing is drawn from (the container's size, and where a notch that has closed for
  /// good was asked to be): weighed, or the first layout's, as the weights say.
  func undrawn(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat

  /// Whether the result is the first layout as it is (an assignment): then the blend copies its
  /// plain parts, the outline and the indicator, whole instead of weighing them number by number
  /// to the same values. A frame of a gesture that leaves the bar as it is costs a copy.
  var copiesFirst: Bool { get }
}

extension LayoutBlendWeights {
  /// Weights that move numbers do not copy.
  var copiesFirst: Bool { false }

  /// The weighed length, at or above 0.
  func nonNegative(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat {
    max(0, mix(a, b, c))
  }

  /// The weighed opacity, within 0…1.
  func opacity(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat {
    mix(a, b, c).clamped(to: 0...1)
  }

  /// Points weighed coordinate by coordinate. Always inlined, as the rectangles' below.
  @inline(__always)
  func mix(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGPoint {
    CGPoint(x: mix(a.x, b.x, c.x), y: mix(a.y, b.y, c.y))
  }

  /// Rectangles weighed as their four stored numbers (origin and size, not the edges): so a
  /// blend is linear in them whatever their sign, and a spring that carries a rectangle through
  /// a negative size carries it on with the same velocity. Always inlined: a blend weighs a few
  /// of them for every item each frame, and as calls they cost more than their arithmetic.
  @inline(__always)
  func mix(_ a: CGRect, _ b: CGRect, _ c: CGRect) -> CGRect {
    CGRect(
      x: mix(a.origin.x, b.origin.x, c.origin.x), y: mix(a.origin.y, b.origin.y, c.origin.y),
      width: mix(a.size.width, b.size.width, c.size.width),
      height: mix(a.size.height, b.size.height, c.size.height))
  }
}
