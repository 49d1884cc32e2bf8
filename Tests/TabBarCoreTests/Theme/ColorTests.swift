import Foundation
import TabBarCore
import Testing

@Suite("Colours and fills")
struct ColorTests {
  @Test("Components are clamped to 0…1 and NaN becomes 0")
  func clamping() {
    let color = RGBAColor(red: .nan, green: 2, blue: -1, alpha: .infinity)
    #expect(color == RGBAColor(red: 0, green: 1, blue: 0, alpha: 1))
    #expect(RGBAColor.white.mixed(with: .black, fraction: .nan) == .white)
  }

  @Test("Hex colours read #RRGGBB and #RRGGBBAA and refuse anything else")
  func hex() {
    #expect(RGBAColor(hex: "#FF3B30") == .systemRed)
    #expect(RGBAColor(hex: "00000080")?.alpha == 128.0 / 255)
    for bad in ["", "#", "#12345", "#GGGGGG", "#1234567", "+12345", "#-12345"] {
      #expect(RGBAColor(hex: bad) == nil, "\(bad)")
    }
  }

  @Test("Contrast ratios follow WCAG: 21 for black on white, 1 for a colour on itself")
  func contrast() {
    #expect(abs(RGBAColor.black.contrastRatio(with: .white) - 21) < 0.001)
    #expect(RGBAColor.systemBlue.contrastRatio(with: .systemBlue) == 1)
  }

  @Test("Gradient stops are sorted and clamped, radii kept sane")
  func gradients() {
    let linear = LinearGradientFill(
      stops: [GradientStop(color: .black, location: 2), GradientStop(color: .white, location: .nan)],
      startPoint: .zero, endPoint: CGPoint(x: 1, y: 0))
    #expect(linear.stops.map(\.location) == [0, 1])
    let radial = RadialGradientFill(stops: [], center: .zero, startRadius: -4, endRadius: .nan)
    #expect(radial.startRadius == 0 && radial.endRadius == 0)
    #expect(ThemeFill.linearGradient(linear).averageColor == RGBAColor(white: 0.5))
    #expect(ThemeFill.radialGradient(radial).averageColor == .clear)
  }

  @Test("Shadows and strokes never carry NaN or a negative radius or width")
  func shadows() {
    let shadow = ThemeShadow(color: .black, radius: -3, x: .nan, y: .infinity)
    #expect(shadow.radius == 0 && shadow.x == 0 && shadow.y == 0)
    #expect(ThemeStroke(color: .black, width: .nan).width == 0)
  }
}
