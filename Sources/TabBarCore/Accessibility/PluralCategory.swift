/// The plural categories of the Unicode CLDR: every language sorts counts into some of these
/// (English uses ``one`` and ``other``; Spanish, French and Italian add ``many`` for exact
/// millions; Arabic uses all six; Japanese, Korean and Chinese only ``other``).
package enum PluralCategory: String, Sendable, Hashable, CaseIterable {
  /// Zero, in languages that single it out (Arabic, Latvian).
  case zero
  /// One, or numbers that behave like it.
  case one
  /// Two, in languages that single it out (Arabic, Welsh, Slovenian).
  case two
  /// A few (Polish, Czech, Russian…).
  case few
  /// Many (Arabic 11–99, Russian 0 and 5–20; Spanish exact millions, "1000000 de elementos").
  case many
  /// Everything else; every language has it, and every plural message must give it.
  case other
}
