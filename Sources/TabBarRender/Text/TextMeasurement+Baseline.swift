import Foundation

extension TextMeasurement {
  /// The height of the system font's capitals, in em.
  package static let capHeight: Double = 0.7

  /// How far below the middle of a line box the baseline goes so that capitals sit centred in
  /// it: half the cap height. SVG places text by its baseline (SwiftUI centres a `Text` in its
  /// frame itself, so the Kit needs no such offset).
  ///
  /// ```swift
  /// TextMeasurement.centeredBaselineOffset(fontSize: 10)  // 3.5: the baseline 3.5 pt below the middle
  /// ```
  package static func centeredBaselineOffset(fontSize: CGFloat) -> CGFloat {
    guard fontSize.isFinite, fontSize > 0 else { return 0 }
    return CGFloat(capHeight / 2) * fontSize
  }
}
