import Foundation

/// All the weight on the first layout: the blend is a copy of it written over the result's
/// storage, which is what ``TabBarLayout/assign(_:)`` is.
///
/// A copy leaves every number as it is, of whatever kind.
struct AssignmentWeights: LayoutBlendWeights {
  /// The first layout's number.
  func mix(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat { a }

  /// The first layout's length, as it is.
  func nonNegative(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat { a }

  /// The first layout's opacity, as it is.
  func opacity(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat { a }

  /// The first layout's size, as it is.
  func barSize(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat { a }

  /// The first layout's number.
  func undrawn(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat { a }

  /// A copy, so the outline and indicator are copied whole.
  var copiesFirst: Bool { true }
}
