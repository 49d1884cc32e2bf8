/// The accessibility strings of one language: its messages and its plural rule.
///
/// The languages of the largest App Store markets come built in (``builtIn``); make a value for
/// another language, or copy one and override entries, and put it in an
/// ``AccessibilityStringTable``.
///
/// ```swift
/// var formal = AccessibilityLanguage.english
/// formal.messages[.actionHint] = .text("Creates a new post")
/// ```
package struct AccessibilityLanguage: Sendable {
  /// The language code, lowercase ("en", "es", or with a region, "es-mx"); the table matches it
  /// as normalised by ``init(code:pluralRule:messages:)`` however it is set.
  package var code: String
  /// How the language picks plural forms.
  package var pluralRule: PluralRule
  /// The messages; a key left out is taken from English.
  package var messages: [AccessibilityStringKey: LocalizedMessage]

  /// Creates a language's strings; `code` is written as ``AccessibilityStringTable`` looks codes
  /// up: lowercase, with "-" for POSIX's "_" ("es_MX" becomes "es-mx").
  package init(code: String, pluralRule: PluralRule, messages: [AccessibilityStringKey: LocalizedMessage]) {
    self.code = Self.normalizedCode(code)
    self.pluralRule = pluralRule
    self.messages = messages
  }

  /// A BCP 47 or POSIX identifier as a table key: lowercase, "_" written "-".
  package static func normalizedCode(_ identifier: String) -> String {
    identifier.lowercased().replacingOccurrences(of: "_", with: "-")
  }
}
