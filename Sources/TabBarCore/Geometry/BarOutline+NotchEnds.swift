import Foundation

extension BarOutline {
  /// The notch this outline has, with where it is asked to sit; or, when it has none and
  /// `other` has one, `other`'s notch closed to nothing at `other`'s place (``NotchMetrics/closed``):
  /// what an outline without a notch counts as while the bar animates to or from one with a notch,
  /// so the notch closes where it was (or opens where it will be) instead of appearing at once.
  /// `nil` when neither has a notch.
  package func notchEnd(matching other: BarOutline) -> (metrics: NotchMetrics, centerX: CGFloat)? {
    if let notch { return (notch, notchCenterX) }
    guard let theirs = other.notch else { return nil }
    return (theirs.closed, other.notchCenterX)
  }
}
