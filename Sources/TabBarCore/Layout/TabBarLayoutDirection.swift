/// The direction a bar reads in. Right-to-left layouts are the exact mirror of left-to-right ones.
public enum TabBarLayoutDirection: String, Sendable, Hashable, CaseIterable, Codable {
  /// Left to right: the first tab is at the left.
  case leftToRight
  /// Right to left (Arabic, Hebrew): the first tab is at the right.
  case rightToLeft
}
