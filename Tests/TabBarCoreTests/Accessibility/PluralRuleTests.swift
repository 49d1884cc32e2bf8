import TabBarCore
import Testing

@testable import TabBarCore

@Suite("CLDR plural rules")
struct PluralRuleTests {
  /// CLDR's `@integer` samples for each category of each rule (cldr-json plurals.json).
  static let samples: [(name: String, rule: PluralRule, categories: [PluralCategory: [Int]])] = [
    ("en de nl tr", .english, [.one: [1], .other: [0, 2, 16, 100, 1000, 1_000_000]]),
    (
      "es it", .spanish, [.one: [1], .many: [1_000_000, 2_000_000], .other: [0, 2, 16, 100, 1000, 100_000]]
    ),
    (
      "fr pt", .french, [.one: [0, 1], .many: [1_000_000, 3_000_000], .other: [2, 17, 100, 1000, 100_000]]
    ),
    ("hi", .hindi, [.one: [0, 1], .other: [2, 17, 100, 1000, 1_000_000]]),
    (
      "ar", .arabic,
      [
        .zero: [0], .one: [1], .two: [2], .few: [3, 10, 103, 110, 1003], .many: [11, 26, 99, 111, 1011],
        .other: [100, 102, 200, 202, 600, 1000, 1_000_000],
      ]
    ),
    (
      "ru", .russian,
      [
        .one: [1, 21, 31, 101, 1001], .few: [2, 4, 22, 24, 62, 102, 1002],
        .many: [0, 5, 11, 12, 14, 19, 100, 111, 1000, 1_000_000],
      ]
    ),
    ("ja ko zh", .otherOnly, [.other: [0, 1, 2, 15, 100, 1000, 1_000_000]]),
  ]

  @Test("Each rule sorts CLDR's samples into their categories", arguments: samples.indices)
  func cldrSamples(_ index: Int) {
    let (name, rule, categories) = Self.samples[index]
    for (category, counts) in categories {
      for count in counts {
        #expect(rule.category(for: count) == category, "\(name): \(count)")
      }
    }
  }

  @Test("Negative and extreme counts never trap and follow their magnitude")
  func extremes() {
    for (_, rule, _) in Self.samples {
      for count in [Int.min, Int.min + 1, -1_000_000, -1, Int.max] {
        _ = rule.category(for: count)
      }
    }
    #expect(PluralRule.russian.category(for: -21) == .one)
    #expect(PluralRule.arabic.category(for: -2) == .two)
    #expect(PluralRule.french.category(for: -1) == .one)
  }
}
