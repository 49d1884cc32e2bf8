import Foundation

// The one home of the core's idiom for numbers from outside: an initialiser or entry point makes
// each number it is given usable with one of these, once, and the code behind it trusts what it
// holds. A check stays inside only where a value worked out there from sane inputs can still
// overflow or divide by zero, and says so.

extension BinaryFloatingPoint {
  /// `self` where it is finite; `fallback` where it is NaN or infinite.
  func finite(or fallback: Self) -> Self { isFinite ? self : fallback }

  /// `self` where it is a number; `fallback` where it is NaN (the infinities stay, for a clamp
  /// to take them to its ends).
  func replacingNaN(with fallback: Self) -> Self { isNaN ? fallback : self }

  /// `self` as a length: `fallback` where it is NaN or infinite; otherwise not negative (−0 is
  /// +0) and no longer than `maximum`.
  func finiteLength(atMost maximum: Self = .greatestFiniteMagnitude, or fallback: Self = 0) -> Self {
    guard isFinite else { return fallback }
    return Swift.min(Swift.max(self, 0), maximum)
  }

  /// `self` limited to `range`, the infinities to its ends; `fallback` where it is NaN.
  func clamped(to range: ClosedRange<Self>, nanAs fallback: Self) -> Self {
    guard !isNaN else { return fallback }
    return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
