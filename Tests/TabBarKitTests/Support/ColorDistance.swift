#if canImport(SwiftUI)
  import CoreGraphics
  import TabBarKit

  /// How far apart two colours look: the largest difference of their red, green and blue
  /// channels (0 the same, 1 black against white). Alpha is left out: rendered pixels are opaque.
  func colorDistance(_ lhs: RGBAColor, _ rhs: RGBAColor) -> CGFloat {
    max(abs(lhs.red - rhs.red), abs(lhs.green - rhs.green), abs(lhs.blue - rhs.blue))
  }

  extension LinearGradientFill {
    /// The colour this gradient paints at `unitPoint` of its frame ((0, 0) top left, (1, 1)
    /// bottom right): the point projected on the axis from `startPoint` to `endPoint`, between
    /// the two stops around it.
    func color(atUnitPoint unitPoint: CGPoint) -> RGBAColor? {
      let axis = CGPoint(x: endPoint.x - startPoint.x, y: endPoint.y - startPoint.y)
      let lengthSquared = axis.x * axis.x + axis.y * axis.y
      let sorted = stops.sorted { $0.location < $1.location }
      guard let first = sorted.first, let last = sorted.last else { return nil }
      guard lengthSquared > 0 else { return first.color }
      let along =
        ((unitPoint.x - startPoint.x) * axis.x + (unitPoint.y - startPoint.y) * axis.y) / lengthSquared
      if along <= first.location { return first.color }
      for (lower, upper) in zip(sorted, sorted.dropFirst()) where along <= upper.location {
        let span = upper.location - lower.location
        let fraction = span > 0 ? (along - lower.location) / span : 1
        return lower.color.mixed(with: upper.color, fraction: fraction)
      }
      return last.color
    }
  }
#endif
