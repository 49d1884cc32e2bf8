import Foundation

/// A translucent, blurring background, as SwiftUI's `Material.bar`.
///
/// SwiftUI draws `Material.bar` and ignores the numbers here; the renderer, which cannot blur
/// what lies behind a bar, approximates it as ``tint`` over a blur of ``blurRadius``. With
/// Reduce Transparency on, both draw ``opaqueFallback`` instead.
public struct MaterialFill: Sendable, Hashable {
  /// The translucent colour the renderer fills with.
  public var tint: RGBAColor
  /// The blur radius, in points, the renderer applies behind the tint (never negative).
  public var blurRadius: CGFloat
  /// The opaque colour drawn when transparency is reduced.
  public var opaqueFallback: RGBAColor

  /// Creates a material.
  public init(tint: RGBAColor, blurRadius: CGFloat, opaqueFallback: RGBAColor) {
    self.tint = tint
    self.blurRadius = blurRadius.finiteLength()
    self.opaqueFallback = opaqueFallback.opaque
  }
}
