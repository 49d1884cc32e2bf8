import Testing

@testable import TabBarCore

@Suite("The built-in string table, written as data")
struct StringTableTests {
  /// A few strings of each built-in language as it speaks them, `{position}` 2 and `{total}` 4:
  /// a changed row in the table shows here.
  static let golden: [String: [AccessibilityStringKey: String]] = [
    "en": [
      .tabPosition: "Tab, 2 of 4", .moreTab: "More", .done: "Done",
      .showSidebar: "Show Sidebar",
    ],
    "es": [
      .tabPosition: "Pestaña, 2 de 4", .moreTab: "Más", .done: "OK",
      .showSidebar: "Mostrar barra lateral",
    ],
    "fr": [
      .tabPosition: "Onglet, 2 sur 4", .moreTab: "Plus", .done: "OK",
      .showSidebar: "Afficher la barre latérale",
    ],
    "de": [
      .tabPosition: "Tab, 2 von 4", .moreTab: "Mehr", .done: "Fertig",
      .showSidebar: "Seitenleiste einblenden",
    ],
    "it": [
      .tabPosition: "Scheda, 2 di 4", .moreTab: "Altro", .done: "Fine",
      .showSidebar: "Mostra barra laterale",
    ],
    "pt-BR": [
      .tabPosition: "Aba, 2 de 4", .moreTab: "Mais", .done: "OK",
      .showSidebar: "Mostrar Barra Lateral",
    ],
    "ja": [
      .tabPosition: "タブ、4個中2番目", .moreTab: "その他", .done: "完了",
      .showSidebar: "サイドバーを表示",
    ],
    "ko": [
      .tabPosition: "탭, 4개 중 2번째", .moreTab: "더 보기", .done: "완료",
      .showSidebar: "사이드바 보기",
    ],
    "zh-Hans": [
      .tabPosition: "标签，第 2 个，共 4 个", .moreTab: "更多", .done: "完成",
      .showSidebar: "显示边栏",
    ],
    "zh-Hant": [
      .tabPosition: "標籤頁，第 2 個，共 4 個", .moreTab: "更多", .done: "完成",
      .showSidebar: "顯示側邊欄",
    ],
    "ar": [
      .tabPosition: "علامة تبويب، 2 من 4", .moreTab: "المزيد", .done: "تم",
      .showSidebar: "إظهار الشريط الجانبي",
    ],
    "ru": [
      .tabPosition: "Вкладка, 2 из 4", .moreTab: "Ещё", .done: "Готово",
      .showSidebar: "Показать боковое меню",
    ],
    "tr": [
      .tabPosition: "Sekme, 2/4", .moreTab: "Diğer", .done: "Bitti",
      .showSidebar: "Kenar Çubuğunu Göster",
    ],
    "nl": [
      .tabPosition: "Tabblad, 2 van 4", .moreTab: "Meer", .done: "Gereed",
      .showSidebar: "Toon navigatiekolom",
    ],
    "hi": [
      .tabPosition: "टैब, 4 में से 2", .moreTab: "अधिक", .done: "हो गया",
      .showSidebar: "साइडबार दिखाएँ",
    ],
  ]

  /// The values of the placeholders the golden strings fill.
  static let arguments = ["position": "2", "total": "4"]

  /// The counts a plural category is sampled over: is it one count only, so its form may spell
  /// the number out instead of writing `{count}`?
  static let sampledCounts = 0...1_200

  /// Small tables that do not read, and the line and reason they are refused for.
  static let malformed: [(table: String, error: AccessibilityLanguage.TableError)] = [
    ("done  \"Done\"", .init(line: 1, reason: "a row before any language's header")),
    ("[en plural: english", .init(line: 1, reason: "a header without \"]\"")),
    ("[] plural: english", .init(line: 1, reason: "a header without a code")),
    ("[en] english", .init(line: 1, reason: "a header without \"plural: rule\"")),
    ("[en] plural: polish", .init(line: 1, reason: "unknown plural rule \"polish\"")),
    ("[en] plural: english\n\ndoen  \"Done\"", .init(line: 3, reason: "unknown key \"doen\"")),
    ("[en] plural: english\ndone", .init(line: 2, reason: "done without a quoted message")),
    ("[en] plural: english\ndone  Done", .init(line: 2, reason: "done without a quoted message")),
    (
      "[en] plural: english\nnewItems.one  \"\"",
      .init(line: 2, reason: "newItems.one without a quoted message")
    ),
    ("[en] plural: english\ndone  \"Done\"\ndone  \"OK\"", .init(line: 3, reason: "done given twice")),
    (
      "[en] plural: english\nnewItems.eleven  \"{count}\"",
      .init(line: 2, reason: "unknown plural category \"eleven\"")
    ),
    (
      "[en] plural: english\nnewItems.one  \"1\"\nnewItems.one  \"one\"",
      .init(line: 3, reason: "newItems.one given twice")
    ),
    (
      "[en] plural: english\ndone  \"Done\"\ndone.one  \"Done\"",
      .init(line: 3, reason: "done given both as a text and as plural forms")
    ),
  ]

  @Test("The built-in table reads without an error, and English and Spanish are its languages")
  func builtInTableReads() throws {
    let languages = try AccessibilityLanguage.languages(fromTable: AccessibilityLanguage.builtInTable)
    #expect(languages.map(\.code) == AccessibilityLanguage.builtIn.map(\.code))
    let byCode = Dictionary(uniqueKeysWithValues: languages.map { ($0.code, $0) })
    #expect(byCode["en"]?.messages == AccessibilityLanguage.english.messages)
    #expect(byCode["es"]?.messages == AccessibilityLanguage.spanish.messages)
    #expect(AccessibilityLanguage.english.messages.count == AccessibilityStringKey.allCases.count)
  }

  @Test("A few strings of every built-in language read as they always have", arguments: golden.keys.sorted())
  func goldenStrings(_ code: String) throws {
    let expected = try #require(Self.golden[code])
    let language = AccessibilityStringTable.standard.language(for: code)
    #expect(language.code == AccessibilityLanguage.normalizedCode(code), "\(code) is built in")
    for (key, text) in expected {
      let spoken = AccessibilityStringTable.standard.string(key, arguments: Self.arguments, in: language)
      #expect(spoken == text, "\(code) \(key)")
    }
  }

  @Test("Every message has English's placeholders; only a one-count plural form may spell {count} out")
  func placeholdersMatchEnglish() {
    let english = AccessibilityLanguage.english
    for language in AccessibilityLanguage.builtIn {
      for (key, message) in language.messages {
        let expected = Self.placeholders(in: english.messages[key]?.form(for: .other) ?? "")
        for (category, form) in Self.forms(of: message) {
          let used = Self.placeholders(in: form)
          let spellsCountOut =
            Self.sampledCounts.count { language.pluralRule.category(for: $0) == category } == 1
            && used == expected.subtracting(["count"])
          #expect(used == expected || spellsCountOut, "\(language.code) \(key).\(category): \"\(form)\"")
        }
      }
    }
  }

  @Test("Headers, quoted rows, plural forms, notes and blank lines read as the format says")
  func format() throws {
    let table = #"""
      # A note.
      [es_MX] plural: spanish
      done           " Listo"
        newItems.one   "{count} elemento nuevo"  

      newItems.other "{count} elementos "nuevos""
      [ja] plural: otherOnly
      """#
    let languages = try AccessibilityLanguage.languages(fromTable: table)
    #expect(languages.map(\.code) == ["es-mx", "ja"])
    #expect(languages.first?.pluralRule.category(for: 1_000_000) == .many)
    #expect(
      languages.first?.messages == [
        .done: .text(" Listo"),
        .newItems: .plural([.one: "{count} elemento nuevo", .other: #"{count} elementos "nuevos""#]),
      ])
    #expect(languages.last?.messages.isEmpty == true)
    #expect(try AccessibilityLanguage.languages(fromTable: "").isEmpty)
  }

  @Test("A table that does not read names its first bad line", arguments: malformed.indices)
  func malformedTable(_ index: Int) {
    let (table, error) = Self.malformed[index]
    #expect(throws: error) { try AccessibilityLanguage.languages(fromTable: table) }
    #expect(error.description.hasPrefix("line \(error.line): "))
  }

  /// The names of the `{placeholders}` in `text`.
  static func placeholders(in text: String) -> Set<Substring> {
    let opened = text.split(separator: "{", omittingEmptySubsequences: false).dropFirst()
    return Set(opened.compactMap { part in part.firstIndex(of: "}").map { part[..<$0] } })
  }

  /// The forms of `message` by category, a text as the ``PluralCategory/other`` form.
  static func forms(of message: LocalizedMessage) -> [PluralCategory: String] {
    switch message {
    case .text(let text): [.other: text]
    case .plural(let forms): forms
    }
  }
}
