import TabBarCore
import Testing

@testable import TabBarCore

@Suite("Built-in languages")
struct BuiltInLanguageTests {
  /// For each language: a count of each plural category its rule uses and how it reads it.
  static let newItems: [String: [Int: String]] = [
    "en": [1: "1 new item", 3: "3 new items"],
    "es": [1: "1 elemento nuevo", 3: "3 elementos nuevos", 1_000_000: "1000000 de elementos nuevos"],
    "fr": [
      0: "0 nouvel élément", 1: "1 nouvel élément", 3: "3 nouveaux éléments",
      2_000_000: "2000000 de nouveaux éléments",
    ],
    "de": [1: "1 neues Objekt", 3: "3 neue Objekte"],
    "it": [1: "1 nuovo elemento", 3: "3 nuovi elementi", 1_000_000: "1000000 di nuovi elementi"],
    "pt-BR": [0: "0 item novo", 1: "1 item novo", 3: "3 itens novos", 1_000_000: "1000000 de itens novos"],
    "ja": [1: "新しい項目1件", 3: "新しい項目3件"],
    "ko": [1: "새로운 항목 1개", 3: "새로운 항목 3개"],
    "zh-Hans": [1: "1 个新项目", 3: "3 个新项目"],
    "zh-Hant": [1: "1 個新項目", 3: "3 個新項目"],
    "ar": [
      0: "لا توجد عناصر جديدة", 1: "عنصر جديد واحد", 2: "عنصران جديدان", 3: "3 عناصر جديدة",
      11: "11 عنصرًا جديدًا", 100: "100 عنصر جديد",
    ],
    "ru": [
      1: "1 новый объект", 21: "21 новый объект", 3: "3 новых объекта", 5: "5 новых объектов",
      11: "11 новых объектов",
    ],
    "tr": [1: "1 yeni öğe", 3: "3 yeni öğe"],
    "nl": [1: "1 nieuw item", 3: "3 nieuwe items"],
    "hi": [0: "0 नया आइटम", 1: "1 नया आइटम", 3: "3 नए आइटम"],
  ]

  /// The More item's "{count} tabs" in each category of the languages with more than two forms.
  static let moreTabs: [String: [Int: String]] = [
    "en": [1: "1 tab", 3: "3 tabs"],
    "fr": [1: "1 onglet", 3: "3 onglets"],
    "ar": [
      1: "علامة تبويب واحدة", 2: "علامتا تبويب", 3: "3 علامات تبويب", 11: "11 علامة تبويب",
      100: "100 علامة تبويب",
    ],
    "ru": [1: "1 вкладка", 2: "2 вкладки", 5: "5 вкладок"],
    "ja": [3: "3個のタブ"],
  ]

  @Test("At least fifteen languages, the largest App Store markets'")
  func coverage() {
    let codes = Set(AccessibilityLanguage.builtIn.map(\.code))
    let required = [
      "en", "es", "fr", "de", "it", "pt-br", "ja", "ko", "zh-hans", "zh-hant", "ar", "ru", "tr",
      "nl", "hi",
    ]
    #expect(codes.isSuperset(of: required))
    #expect(codes.count == AccessibilityLanguage.builtIn.count, "no language is built in twice")
    #expect(Set(AccessibilityStringTable.standard.languages.keys) == codes)
  }

  @Test(
    "Badge counts read in each language's plural form, one case per category",
    arguments: newItems.keys.sorted())
  func badgeCounts(_ code: String) throws {
    let table = AccessibilityStringTable.standard
    let cases = try #require(Self.newItems[code])
    let categories = Set(cases.keys.map { table.language(for: code).pluralRule.category(for: $0) })
    #expect(
      categories == Self.categoriesUsed(by: table.language(for: code).pluralRule), "\(code) covers its rule")
    for (count, expected) in cases {
      #expect(table.string(.newItems, count: count, language: code) == expected, "\(code) \(count)")
    }
  }

  @Test("The More item's tab count reads in each plural form")
  func moreTabCounts() {
    for (code, cases) in Self.moreTabs {
      for (count, expected) in cases {
        #expect(AccessibilityStringTable.standard.string(.moreTabs, count: count, language: code) == expected)
      }
    }
  }

  @Test("Every plural message of every language has a form for each category its rule gives")
  func pluralFormsComplete() {
    for language in AccessibilityLanguage.builtIn {
      let categories = Self.categoriesUsed(by: language.pluralRule)
      for (key, message) in language.messages {
        guard case .plural(let forms) = message else { continue }
        #expect(forms[.other] != nil, "\(language.code) \(key) lacks other")
        for category in categories where key != .moreThanNewItems {
          #expect(forms[category] != nil, "\(language.code) \(key) lacks \(category)")
        }
      }
    }
  }

  @Test("Each language speaks its own words, not English, for every key but the loanwords")
  func translated() {
    // German and Dutch say "Tab"/"Tabs" as English does; everything else differs from English.
    let loanwords: Set<String> = ["de.untitledTab"]
    let english = AccessibilityLanguage.english
    for language in AccessibilityLanguage.builtIn where language.code != english.code {
      for key in AccessibilityStringKey.allCases where !loanwords.contains("\(language.code).\(key)") {
        #expect(language.messages[key] != english.messages[key], "\(language.code) \(key)")
      }
    }
  }

  @Test("Positions, hints and states: a tab bar in Arabic, Japanese and Russian")
  func sentences() throws {
    let items = try TabItems([
      TabItem(id: "a", title: "A", symbol: "house", badge: .count(2)),
      TabItem(id: "n", title: "N", symbol: "plus", role: .action),
      TabItem(id: "b", title: "B", symbol: "bell", isEnabled: false),
    ])
    let arabic = items.accessibility(selectedID: "a", language: "ar-EG")
    #expect(arabic[0].value == "علامة تبويب، 1 من 2, عنصران جديدان")
    #expect(arabic[1].hint == "ينفّذ إجراءً دون مغادرة علامة التبويب الحالية")
    let japanese = items.accessibility(selectedID: "a", language: "ja-JP")
    #expect(japanese[0].spokenDescription == "選択中, A, タブ、2個中1番目, 新しい項目2件")
    #expect(japanese[2].dimmedState == "淡色表示")
    let russian = items.accessibility(selectedID: "a", language: "ru_RU")
    #expect(russian[2].value == "Вкладка, 2 из 2")
  }

  /// The categories `rule` gives for counts up to a few million (every category an integer count
  /// can take in the built-in rules).
  static func categoriesUsed(by rule: PluralRule) -> Set<PluralCategory> {
    Set(((0...1_200) + [1_000_000, 2_000_000, 1_000_001]).map(rule.category(for:)))
  }
}
