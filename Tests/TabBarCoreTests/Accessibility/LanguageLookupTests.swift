import TabBarCore
import Testing

@Suite("Choosing the language the bar speaks")
struct LanguageLookupTests {
  static let table = AccessibilityStringTable.standard

  @Test("Identifiers in BCP 47 or POSIX spelling, with regions and scripts, find their language")
  func lookup() {
    let expected: [String: [String]] = [
      "pt-br": ["pt-BR", "pt_BR", "PT-br", "pt", "pt-PT", "pt_PT.UTF-8"],
      "zh-hant": ["zh-Hant", "zh-Hant-TW", "zh-TW", "zh_TW", "zh-HK", "zh-MO", "zh-Hant-CN"],
      "zh-hans": ["zh-Hans", "zh-CN", "zh_CN", "zh-SG", "zh", "zh-Hans-HK", "zh-Hans-CN-u-ca-chinese"],
      "es": ["es", "es-MX", "es_ES", "es-419", "ES"],
      "en": ["en", "en-GB", "en_US.UTF-8", "pl", "", "-", "💥", "zz-ZZ", "x-klingon", "zh-Latn"],
      "ar": ["ar", "ar-SA", "ar_EG"], "hi": ["hi-IN"], "nl": ["nl-BE"], "tr": ["tr-TR"],
    ]
    for (code, identifiers) in expected {
      for identifier in identifiers {
        #expect(Self.table.language(for: identifier).code == code, "\(identifier)")
      }
    }
  }

  @Test("An app localised only in English speaks English to a Spanish-region user")
  func englishOnlyApp() {
    let language = Self.table.speechLanguage(
      preferredLanguages: ["es-MX", "es"], appLocalizations: ["en", "Base"], developmentLocalization: "en")
    #expect(language == "en")
  }

  @Test("The first preferred language the app is localised in wins, as Bundle.preferredLocalizations picks")
  func preferredOrder() {
    let cases: [(preferred: [String], app: [String], development: String?, expected: String)] = [
      (["es-MX", "en-US"], ["en", "es"], "en", "es"),
      (["de-CH", "fr-CA", "en"], ["en", "fr"], "en", "fr"),
      (["de"], ["en", "fr"], "en", "en"),
      (["de"], ["fr", "it"], "it", "it"),
      (["zh-TW"], ["en", "zh-Hans", "zh-Hant"], "en", "zh-hant"),
      (["zh-Hant-HK", "en"], ["zh-Hans", "en"], "en", "en"),
      (["zh-SG"], ["zh-Hant", "zh-Hans"], "en", "zh-hans"),
      (["pt-PT"], ["en", "pt-BR"], "en", "pt-br"),
      (["pl-PL", "ru"], ["pl", "ru", "en"], "en", "en"),
      (["ja-JP"], [], "ja", "ja"),
      ([], ["ko"], "ko", "ko"),
      ([], [], nil, "en"),
      (["💥", ""], ["Base", "fr"], "💥", "en"),
    ]
    for (preferred, app, development, expected) in cases {
      let language = Self.table.speechLanguage(
        preferredLanguages: preferred, appLocalizations: app, developmentLocalization: development)
      #expect(language == expected, "\(preferred) with \(app), development \(development ?? "nil")")
    }
  }

  @Test("The chosen language is one of the table's, so a custom table's languages are chosen too")
  func customTable() {
    var table = AccessibilityStringTable(languages: [])
    table.add(AccessibilityLanguage(code: "pl", pluralRule: .english, messages: [.moreTab: .text("Więcej")]))
    let language = table.speechLanguage(
      preferredLanguages: ["pl-PL"], appLocalizations: ["pl", "en"], developmentLocalization: "en")
    #expect(language == "pl")
    #expect(table.string(.moreTab, language: language) == "Więcej")
    #expect(
      table.speechLanguage(preferredLanguages: ["es"], appLocalizations: ["es"], developmentLocalization: nil)
        == "en")
  }
}
