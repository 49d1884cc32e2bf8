#if canImport(SwiftUI)
  import CoreGraphics
  import SwiftUI
  import TabBarKit

  /// A view rendered by `ImageRenderer` into 8-bit RGBA pixels, read back by point.
  struct RenderedImage {
    /// Pixels a point: 2, so a 2 pt indicator line is 4 pixels tall.
    static let scale: CGFloat = 2

    let width: Int
    let height: Int
    private let pixels: [UInt8]

    /// Renders `content` once. Nil when the renderer makes no image.
    @MainActor init?(_ content: some View) {
      let renderer = ImageRenderer(content: content)
      renderer.scale = Self.scale
      guard let image = renderer.cgImage else { return nil }
      self.init(image)
    }

    /// Reads `image` as sRGB RGBA with premultiplied alpha over nothing. Nil when CoreGraphics
    /// cannot make the context.
    init?(_ image: CGImage) {
      let width = image.width
      let height = image.height
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      guard let space = CGColorSpace(name: CGColorSpace.sRGB) else { return nil }
      let drawn = pixels.withUnsafeMutableBytes { buffer -> Bool in
        guard
          let context = CGContext(
            data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
            bytesPerRow: width * 4, space: space,
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return false }
        context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        return true
      }
      guard drawn else { return nil }
      self.width = width
      self.height = height
      self.pixels = pixels
    }

    /// The colour at `point` (in points, from the top left), or nil outside the image.
    func color(at point: CGPoint) -> RGBAColor? {
      let x = Int((point.x * Self.scale).rounded(.down))
      let y = Int((point.y * Self.scale).rounded(.down))
      guard x >= 0, y >= 0, x < width, y < height else { return nil }
      // The bitmap context's rows run from the top of memory: row 0 is the image's top row.
      let offset = (y * width + x) * 4
      func channel(_ index: Int) -> CGFloat { CGFloat(pixels[offset + index]) / 255 }
      return RGBAColor(red: channel(0), green: channel(1), blue: channel(2), alpha: channel(3))
    }

    /// How many distinct colours (to 1/32 a channel) lie in `rect`, sampled every half point.
    func distinctColorCount(in rect: CGRect) -> Int {
      var seen = Set<Int>()
      var y = rect.minY
      while y < rect.maxY {
        var x = rect.minX
        while x < rect.maxX {
          if let color = color(at: CGPoint(x: x, y: y)) {
            let key = [color.red, color.green, color.blue].reduce(0) { $0 * 32 + Int($1 * 31) }
            seen.insert(key)
          }
          x += 0.5
        }
        y += 0.5
      }
      return seen.count
    }
  }
#endif
