import Foundation

/// The accessibility strings of every language the bar speaks, with English as the fallback.
///
/// ```swift
/// var table = AccessibilityStringTable.standard           // the built-in languages
/// table.add(myPolishStrings)                              // another language
/// table.override(.actionHint, with: .text("Crear"), in: "es")
/// table.string(.newItems, count: 3, language: "es-MX")     // "3 elementos nuevos"
/// table.string(.newItems, count: 3, language: "zh-TW")     // "3 個新項目"
/// table.string(.newItems, count: 3, language: "pl")        // "3 new items": English fallback
/// ```
package struct AccessibilityStringTable: Sendable {
  /// The languages, by lowercase code.
  package private(set) var languages: [String: AccessibilityLanguage]

  /// The built-in languages, ``AccessibilityLanguage/builtIn``.
  package static let standard = AccessibilityStringTable(languages: AccessibilityLanguage.builtIn)

  /// Creates a table of `languages` (a later one with the same code replaces an earlier one).
  /// English is always present: if `languages` lacks it, the built-in English is added.
  package init(languages: [AccessibilityLanguage]) {
    self.languages = [AccessibilityLanguage.english.code: .english]
    for language in languages { add(language) }
  }

  /// Adds a language, or replaces the one with the same code.
  package mutating func add(_ language: AccessibilityLanguage) {
    var language = language
    language.code = AccessibilityLanguage.normalizedCode(language.code)
    languages[language.code] = language
  }

  /// Replaces one entry of one language. A language not in the table yet is added as a copy of
  /// the one that answered for its code until now (see ``language(for:)``): overriding a string
  /// for "es-MX" keeps Spanish's other strings and plural rule there.
  package mutating func override(
    _ key: AccessibilityStringKey, with message: LocalizedMessage, in code: String
  ) {
    let code = AccessibilityLanguage.normalizedCode(code)
    var language = languages[code] ?? language(for: code)
    language.code = code
    language.messages[key] = message
    languages[code] = language
  }

  /// The language to speak for `identifier` (a BCP 47 or POSIX identifier such as "es",
  /// "es-MX", "es_ES", "zh-Hant-TW", "EN"): the exact match, else the table's language that best
  /// names it (the same language and script, preferring the same region, then none, then
  /// another: "es-MX" gets "es", "zh-TW" and "zh-HK" get "zh-Hant", "zh-CN", "zh-SG" and "zh"
  /// get "zh-Hans", "pt-PT" gets "pt-BR"), else English.
  ///
  /// ```swift
  /// AccessibilityStringTable.standard.language(for: "zh_TW").code  // "zh-hant"
  /// AccessibilityStringTable.standard.language(for: "pl").code     // "en"
  /// ```
  package func language(for identifier: String) -> AccessibilityLanguage {
    let normalized = AccessibilityLanguage.normalizedCode(identifier)
    if let exact = languages[normalized] { return exact }
    if let match = LanguageIdentifier(normalized)?.bestMatch(among: languages.keys.sorted()),
      let language = languages[match]
    {
      return language
    }
    return languages[AccessibilityLanguage.english.code] ?? .english
  }

  /// The text of `key` in the language for `identifier`, with its placeholders filled in.
  ///
  /// - Parameters:
  ///   - key: The message to read.
  ///   - count: Chooses the plural form and fills `{count}`.
  ///   - arguments: Values for the other placeholders, by name without braces.
  ///   - identifier: A BCP 47 or POSIX identifier such as `"es-MX"`, matched as
  ///     ``language(for:)`` matches it.
  /// - Returns: The text; a key the language lacks is taken from English.
  package func string(
    _ key: AccessibilityStringKey, count: Int? = nil, arguments: [String: String] = [:],
    language identifier: String
  ) -> String {
    string(key, count: count, arguments: arguments, in: language(for: identifier))
  }

  /// The text of `key` in `language` (found once with ``language(for:)``), placeholders filled.
  package func string(
    _ key: AccessibilityStringKey, count: Int? = nil, arguments: [String: String] = [:],
    in language: AccessibilityLanguage
  ) -> String {
    let english = languages[AccessibilityLanguage.english.code] ?? .english
    let message = language.messages[key] ?? english.messages[key] ?? .text("")
    let category = count.map { language.pluralRule.category(for: $0) } ?? .other
    var values = arguments
    if let count { values["count"] = String(count) }
    return Self.fill(message.form(for: category), with: values)
  }

  /// `template` with each `{name}` whose name is in `values` replaced, in one pass: replaced text
  /// is never scanned again, and unknown placeholders stay as written.
  private static func fill(_ template: String, with values: [String: String]) -> String {
    var result = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "}") else {
        rest = rest[open...]
        break
      }
      let name = String(rest[afterOpen..<close])
      result += values[name] ?? String(rest[open...close])
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }
}
