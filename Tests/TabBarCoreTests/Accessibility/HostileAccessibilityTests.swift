import TabBarCore
import TabBarHostileInput
import Testing

@Suite("Hostile titles in every language")
struct HostileAccessibilityTests {
  /// Every built-in language, as codes and with the spellings apps pass.
  static let languages =
    AccessibilityLanguage.builtIn.map(\.code) + ["zh-TW", "pt_BR", "es-MX", "ar-EG", "💥", ""]

  @Test("Every corpus string as a title, id and text badge, in every language: no trap, a label and a value")
  func corpusEverywhere() throws {
    var checked = 0
    for (index, hostile) in HostileStrings.corpus.enumerated() {
      let items = try TabItems([
        TabItem(id: "h\(index)", title: hostile, symbol: hostile, badge: .text(hostile)),
        TabItem(id: hostile.isEmpty ? "empty" : hostile, title: hostile, symbol: "x", badge: .count(index)),
        TabItem(id: "new", title: hostile, symbol: "plus", role: .action),
      ])
      for language in Self.languages {
        let elements = items.accessibility(selectedID: "h\(index)", language: language)
        for element in elements {
          #expect(!element.label.isEmpty, "corpus \(index) in \(language)")
          #expect(!element.spokenDescription.isEmpty, "corpus \(index) in \(language)")
          #expect(element.label.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control })
        }
        #expect(!elements[0].value.isEmpty && !elements[1].value.isEmpty, "corpus \(index) in \(language)")
        #expect(elements[2].hint?.isEmpty == false)
        checked += 1
      }
    }
    #expect(checked == HostileStrings.corpus.count * Self.languages.count, "the sweep is not vacuous")
  }

  @Test(
    "Seeded bars with a More item: hostile titles, badges and languages give each item a label and a value")
  func seededMoreBars() throws {
    var random = SeededGenerator(seed: SeededGenerator.baseSeed &+ 4_242)
    var barsWithMore = 0
    for round in 0..<200 {
      let count = Int.random(in: 0...12, using: &random)
      let all = (0..<count).map { index in
        TabItem(
          id: "t\(index)", title: HostileStrings.corpus.randomElement(using: &random) ?? "",
          symbol: "house",
          badge: Bool.random(using: &random) ? .count(.random(in: -5...500, using: &random)) : nil)
      }
      let items = try TabItems(all)
      let adaptation = TabBarAdaptation(
        items: items, platform: .iPhone, sizeClass: .compact,
        containerWidth: .random(in: 0...1200, using: &random))
      let bar = try adaptation.barItems(of: items, moreTitle: "More")
      let language = Self.languages.randomElement(using: &random) ?? "en"
      let elements = adaptation.accessibility(
        ofBar: bar, selectedID: bar.all.randomElement(using: &random)?.id, language: language)
      #expect(elements.count == bar.count, "round \(round) (TABBAR_SEED=\(SeededGenerator.baseSeed))")
      for element in elements {
        #expect(!element.label.isEmpty && !element.spokenDescription.isEmpty, "round \(round) in \(language)")
        #expect(!element.value.isEmpty, "every tab has a position and More its tab count: round \(round)")
      }
      if elements.last?.isMoreItem == true { barsWithMore += 1 }
    }
    #expect(barsWithMore > 20, "the sweep reaches bars with a More item")
  }
}
