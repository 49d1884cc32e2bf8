extension AccessibilityStringTable {
  /// The name of Xcode's base localization, which is not a language.
  private static let baseLocalization = "base"

  /// The language the bar speaks in an app: the app's own language, not the device's region.
  ///
  /// Chosen as `Bundle.preferredLocalizations(from:forPreferences:)` chooses an app's
  /// localization: the first of the user's `preferredLanguages` that the app is localized in
  /// (the same language and script, preferring the same region, then none, then another), else
  /// the app's `developmentLocalization`; then this table's best match for it (see
  /// ``language(for:)``). So a user in Mexico whose app is only in English hears English, as
  /// the rest of the app speaks, and a Taiwanese user of an app localized in "zh-Hant" hears
  /// Traditional Chinese.
  ///
  /// ```swift
  /// let language = AccessibilityStringTable.standard.speechLanguage(
  ///   preferredLanguages: Locale.preferredLanguages,      // ["es-MX", "en-US"]
  ///   appLocalizations: Bundle.main.localizations,        // ["en", "Base"]
  ///   developmentLocalization: Bundle.main.developmentLocalization)  // "en"
  /// // "en"; pass it as `language:` to TabItems.accessibility(selectedID:language:)
  /// ```
  ///
  /// - Parameters:
  ///   - preferredLanguages: The user's languages, most preferred first
  ///     (`Locale.preferredLanguages`).
  ///   - appLocalizations: The languages the app is localized in (`Bundle.main.localizations`);
  ///     "Base" is ignored.
  ///   - developmentLocalization: The app's development language
  ///     (`Bundle.main.developmentLocalization`); English when `nil`.
  /// - Returns: The code of one of this table's languages ("en", "zh-hant").
  package func speechLanguage(
    preferredLanguages: [String], appLocalizations: [String], developmentLocalization: String?
  ) -> String {
    let localizations = appLocalizations.filter { $0.lowercased() != Self.baseLocalization }
    let appLanguage =
      preferredLanguages.lazy.compactMap { LanguageIdentifier($0)?.bestMatch(among: localizations) }.first
      ?? developmentLocalization ?? AccessibilityLanguage.english.code
    return language(for: appLanguage).code
  }
}
