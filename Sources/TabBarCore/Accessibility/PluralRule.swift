/// How a language picks the plural form for a count: a function from an integer to a
/// ``PluralCategory``, following the Unicode CLDR plural rules.
///
/// ```swift
/// PluralRule.english.category(for: 1)        // .one
/// PluralRule.spanish.category(for: 1_000_000) // .many
/// let polish = PluralRule { n in ... }        // your own, for your language
/// ```
package struct PluralRule: Sendable {
  private let categorize: @Sendable (Int) -> PluralCategory

  /// Creates a rule from a function that sorts counts into categories.
  package init(_ categorize: @escaping @Sendable (Int) -> PluralCategory) {
    self.categorize = categorize
  }

  /// The category of `count`.
  package func category(for count: Int) -> PluralCategory { categorize(count) }

  /// English: 1 is ``PluralCategory/one``, everything else ``PluralCategory/other``.
  package static let english = PluralRule { $0 == 1 ? .one : .other }

  /// Spanish (CLDR): 1 is ``PluralCategory/one``; a non-zero multiple of a million is
  /// ``PluralCategory/many`` ("un millón de elementos"); everything else ``PluralCategory/other``.
  package static let spanish = PluralRule { count in
    if count == 1 { return .one }
    if count != 0 && count % 1_000_000 == 0 { return .many }
    return .other
  }
}
