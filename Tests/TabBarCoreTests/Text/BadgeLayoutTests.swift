import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

@Suite("Badge layout")
struct BadgeLayoutTests {
  let center = CGPoint(x: 100, y: 50)

  @Test("A one-digit count is a circle three quarters of the icon's size, centred on its place")
  func singleDigit() {
    let badge = BadgeLayout(text: "3", center: center, iconSize: 24)
    #expect(badge.frame.height == 18 && badge.frame.width == 18, "\(badge.frame)")
    #expect(badge.frame.midX == 100 && badge.frame.midY == 50)
    #expect(badge.cornerRadius == 9)
    #expect(badge.text == "3")
  }

  @Test("99+ widens the oval and is drawn whole")
  func cappedCount() {
    let badge = BadgeLayout(text: "99+", center: center, iconSize: 24)
    #expect(badge.frame.width > badge.frame.height)
    #expect(badge.text == "99+")
  }

  @Test("Text longer than three icons is cut with an ellipsis; the oval never grows wider")
  func longText() {
    for text in HostileStrings.corpus + ["New messages waiting for you"] {
      let badge = BadgeLayout(text: text, center: center, iconSize: 24)
      #expect(badge.frame.width <= 72 + 1e-9, "\(text.prefix(12))")
      #expect(badge.frame.width.isFinite && badge.fontSize.isFinite)
      let padding = badge.frame.height * BadgeLayout.paddingPerHeight
      #expect(
        TextMeasurement.width(of: badge.text, fontSize: badge.fontSize)
          <= badge.frame.width - 2 * padding + 1e-9)
    }
    #expect(
      BadgeLayout(text: "New messages waiting for you", center: center, iconSize: 24).text.hasSuffix("…"))
  }

  @Test("Non-finite or non-positive inputs give an empty badge, never NaN")
  func hostileInputs() {
    for (point, size) in [
      (CGPoint(x: CGFloat.nan, y: 0), CGFloat(24)), (center, 0), (center, -4), (center, .infinity),
    ] {
      let badge = BadgeLayout(text: "7", center: point, iconSize: size)
      #expect(badge.frame == .zero && badge.text.isEmpty)
    }
  }
}
