import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

@Suite("Text measurement")
struct TextMeasurementTests {
  @Test("A Latin word is the sum of its characters' width classes")
  func latin() {
    // H uppercase 0.66, o e lowercase 0.55, m wide 0.84.
    #expect(abs(TextMeasurement.width(of: "Home", fontSize: 10) - 26.0) < 0.0001)
    #expect(TextMeasurement.width(of: "iii", fontSize: 10) < TextMeasurement.width(of: "mmm", fontSize: 10))
    #expect(TextMeasurement.width(of: "", fontSize: 10) == 0)
  }

  @Test("Digits are tabular and full-width CJK characters are one em")
  func digitsAndCJK() {
    #expect(TextMeasurement.width(of: "111", fontSize: 10) == TextMeasurement.width(of: "888", fontSize: 10))
    #expect(abs(TextMeasurement.width(of: "設定", fontSize: 10) - 20) < 0.0001)
    #expect(abs(TextMeasurement.width(of: "ホーム", fontSize: 10) - 30) < 0.0001)
  }

  @Test("An emoji grapheme cluster counts once as 1.2 em however many scalars it joins")
  func emoji() {
    for emoji in ["😀", "👨‍👩‍👧‍👦", "🇪🇸", "👍🏽", "❤️", "1️⃣"] {
      #expect(abs(TextMeasurement.width(of: emoji, fontSize: 10) - 12) < 0.0001, "\(emoji)")
    }
  }

  @Test("Combining marks add no width: a decomposed é measures as the precomposed one")
  func combiningMarks() {
    let decomposed = "Cafe\u{301}"
    let precomposed = "Caf\u{E9}"
    #expect(
      TextMeasurement.width(of: decomposed, fontSize: 17)
        == TextMeasurement.width(of: precomposed, fontSize: 17))
    #expect(
      TextMeasurement.width(of: "a\u{300}\u{301}\u{302}", fontSize: 10)
        == TextMeasurement.width(of: "a", fontSize: 10))
    #expect(TextMeasurement.width(of: "\u{200D}\u{FE0F}\u{0007}", fontSize: 10) == 0)
  }

  @Test("Heavier weights are wider; a bad font size measures nothing")
  func weightsAndBadSizes() {
    let regular = TextMeasurement.width(of: "Perfil", fontSize: 10)
    #expect(TextMeasurement.width(of: "Perfil", fontSize: 10, weight: .bold) > regular)
    for size in [CGFloat.nan, .infinity, -3, 0] {
      #expect(TextMeasurement.width(of: "Perfil", fontSize: size) == 0)
    }
  }

  @Test("Text that fits is kept whole; text that does not ends in … within the width")
  func truncation() {
    #expect(TextMeasurement.truncated("Home", toWidth: 100, fontSize: 10) == "Home")
    let cut = TextMeasurement.truncated("Notifications", toWidth: 40, fontSize: 10)
    #expect(cut.hasSuffix("…"))
    #expect(cut.count < "Notifications".count + 1)
    #expect(TextMeasurement.width(of: cut, fontSize: 10) <= 40)
    #expect("Notifications".hasPrefix(String(cut.dropLast())))
  }

  @Test("Truncation never splits a grapheme cluster and drops the space before …")
  func truncationKeepsClusters() {
    let text = "🇪🇸🇪🇸🇪🇸🇪🇸"
    let cut = TextMeasurement.truncated(text, toWidth: 30, fontSize: 10)
    #expect(cut == "🇪🇸…")
    #expect(TextMeasurement.truncated("My Network", toWidth: 28, fontSize: 10) == "My…")
  }

  @Test("When not even … fits, or the width is not a sane number, nothing is shown")
  func truncationToNothing() {
    #expect(TextMeasurement.truncated("Home", toWidth: 1, fontSize: 10) == "")
    #expect(TextMeasurement.truncated("Home", toWidth: .nan, fontSize: 10) == "")
    #expect(TextMeasurement.truncated("Home", toWidth: -5, fontSize: 10) == "")
    #expect(TextMeasurement.truncated("", toWidth: 0, fontSize: 10) == "")
  }
}

@Suite("Text measurement of hostile strings")
struct HostileTextMeasurementTests {
  @Test("Every corpus string measures finite and truncates to a start of itself that fits, at any width")
  func corpusTruncates() {
    for text in HostileStrings.corpus {
      for fontSize in [CGFloat(10), 13.5, 0, .nan, .infinity] {
        let width = TextMeasurement.width(of: text, fontSize: fontSize, weight: .semibold)
        #expect(width.isFinite && width >= 0, "\(text.prefix(20)) at \(fontSize)")
        for maxWidth in [CGFloat(0), 1, 9.2, 37.5, 100, 1_000, .infinity, .nan, -1] {
          let cut = TextMeasurement.truncated(text, toWidth: maxWidth, fontSize: fontSize, weight: .semibold)
          let drawn = TextMeasurement.width(of: cut, fontSize: fontSize, weight: .semibold)
          #expect(cut.isEmpty || drawn <= maxWidth, "\(text.prefix(20)) to \(maxWidth) at \(fontSize)")
          #expect(text.hasPrefix(cut.hasSuffix("…") ? String(cut.dropLast()) : cut))
        }
      }
    }
  }
}
