/// One entry of a string table: a fixed text, or forms chosen by a count's plural category.
///
/// Texts may hold placeholders in braces, replaced in a single pass (so a title that itself
/// contains "{count}" is never expanded): `{title}`, `{position}`, `{total}`, `{count}`.
///
/// ```swift
/// LocalizedMessage.text("Tab, {position} of {total}")
/// LocalizedMessage.plural(one: "{count} new item", other: "{count} new items")
/// ```
package enum LocalizedMessage: Sendable, Hashable {
  /// A text for every count.
  case text(String)
  /// A text per plural category; a category with no form uses the ``PluralCategory/other`` form.
  case plural([PluralCategory: String])

  /// A plural message with the forms most languages need.
  package static func plural(one: String, other: String, many: String? = nil) -> LocalizedMessage {
    var forms: [PluralCategory: String] = [.one: one, .other: other]
    forms[.many] = many
    return .plural(forms)
  }

  /// The form for `category` (the whole text for ``text(_:)``); the ``PluralCategory/other``
  /// form when the category has none, and "" when even that is missing.
  package func form(for category: PluralCategory) -> String {
    switch self {
    case .text(let text): text
    case .plural(let forms): forms[category] ?? forms[.other] ?? ""
    }
  }
}
