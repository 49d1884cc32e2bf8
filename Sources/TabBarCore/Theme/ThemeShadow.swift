import Foundation

/// A drop shadow, as SwiftUI's `.shadow(color:radius:x:y:)`.
public struct ThemeShadow: Sendable, Hashable {
  /// The shadow's colour (usually black at a low opacity).
  public var color: RGBAColor
  /// The blur radius, in points (never negative).
  public var radius: CGFloat
  /// The horizontal offset, in points.
  public var x: CGFloat
  /// The vertical offset, in points (positive is downward).
  public var y: CGFloat

  /// Creates a shadow; non-finite numbers become 0 and a negative radius becomes 0.
  public init(color: RGBAColor, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) {
    self.color = color
    self.radius = radius.finiteLength()
    self.x = x.finite(or: 0)
    self.y = y.finite(or: 0)
  }
}
