#if canImport(SwiftUI)
  import Foundation
  import TabBarCore

  /// The language of the bar's built-in strings ("Tab, 2 of 4", "More"): the app's own
  /// localisation, as the system chooses it for the app, not the device's region. A
  /// Spanish-region person using an English-only app hears English, as they do in the app's
  /// other strings.
  enum TabBarLanguage {
    /// The language the app runs in.
    static var current: String {
      AccessibilityStringTable.standard.speechLanguage(
        preferredLanguages: Locale.preferredLanguages, appLocalizations: Bundle.main.localizations,
        developmentLocalization: Bundle.main.developmentLocalization)
    }
  }
#endif
