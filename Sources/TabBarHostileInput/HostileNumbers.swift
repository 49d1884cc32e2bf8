import Foundation

/// Numbers a UI library is handed in the wild: zero during the first layout pass, NaN from a
/// division, infinities, negatives, and lengths far beyond any screen.
package enum HostileNumbers {
  /// The pool every hostile length is drawn from (alongside ordinary random values).
  package static let lengths: [CGFloat] = [
    0, -0.0, -1, -1e9, 1e-9, 0.5, 1, 43.9, 44, 1e6, 1e9, .nan, .infinity, -.infinity,
    .greatestFiniteMagnitude, .leastNonzeroMagnitude,
  ]

  /// Dynamic Type factors: 0, negative, enormous and non-finite among them.
  package static let dynamicTypeFactors: [CGFloat] = [0, -1, 100, 1e9, .nan, .infinity, -.infinity, 0.8, 3.1]

  /// Animation fractions, including far overshoots and non-finite values.
  package static let fractions: [CGFloat] = [
    0, 1, 0.5, -1, 2, 1e9, -1e9, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .nan, .infinity,
    -.infinity,
  ]

  /// A length: hostile half the time, otherwise ordinary in `ordinary`.
  package static func length(
    _ ordinary: ClosedRange<CGFloat>, using random: inout some RandomNumberGenerator
  ) -> CGFloat {
    Bool.random(using: &random)
      ? lengths.randomElement(using: &random)! : .random(in: ordinary, using: &random)
  }
}
