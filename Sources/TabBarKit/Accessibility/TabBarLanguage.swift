#if canImport(SwiftUI)
  import Foundation

  /// The language of the bar's built-in strings ("Tab, 2 of 4", "More"): the app's own
  /// localisation, as the system chooses it for the app, not the device's region. A
  /// Spanish-region person using an English-only app hears English, as they do in the app's
  /// other strings.
  enum TabBarLanguage {
    /// The language the app runs in.
    static var current: String {
      Bundle.main.preferredLocalizations.first ?? Bundle.main.developmentLocalization ?? "en"
    }
  }
#endif
