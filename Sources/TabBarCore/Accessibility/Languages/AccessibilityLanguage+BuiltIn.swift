extension AccessibilityLanguage {
  /// Every language TabBarKit speaks out of the box: those of the largest App Store markets,
  /// each with its CLDR plural rule and every ``AccessibilityStringKey`` translated.
  ///
  /// English, Spanish, French, German, Italian, Brazilian Portuguese, Japanese, Korean,
  /// Simplified and Traditional Chinese, Arabic, Russian, Turkish, Dutch and Hindi. To change
  /// one, copy it from the table and override entries:
  ///
  /// ```swift
  /// var german = AccessibilityStringTable.standard.language(for: "de")
  /// german.messages[.actionHint] = .text("Erstellt einen neuen Beitrag")
  /// ```
  public static let builtIn: [AccessibilityLanguage] = [
    .english,
    .spanish,
    .french,
    .german,
    .italian,
    .brazilianPortuguese,
    .japanese,
    .korean,
    .simplifiedChinese,
    .traditionalChinese,
    .arabic,
    .russian,
    .turkish,
    .dutch,
    .hindi,
  ]
}
