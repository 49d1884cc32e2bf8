import Foundation

/// A line drawn along an outline, such as the hairline border Increase Contrast adds to a bar.
public struct ThemeStroke: Sendable, Hashable {
  /// The line's colour.
  public var color: RGBAColor
  /// The line's width, in points (never negative).
  public var width: CGFloat

  /// Creates a stroke; a negative or non-finite width becomes 0.
  public init(color: RGBAColor, width: CGFloat) {
    self.color = color
    self.width = width.finiteLength()
  }
}
