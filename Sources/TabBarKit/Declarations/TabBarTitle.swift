#if canImport(SwiftUI)
  import Foundation
  import SwiftUI
  import TabBarCore

  /// A tab's title as declared: text shown as it is, or a resource looked up in the app's string
  /// catalog when the container is drawn, in the environment's locale (not when the tab is
  /// declared), so a change of locale retitles the tabs.
  enum TabBarTitle {
    /// Text shown as it is.
    case verbatim(String)
    /// A string-catalog entry.
    case resource(LocalizedStringResource)
    /// A string-catalog key, from a `LocalizedStringKey`.
    case key(String)
    /// No title was declared: the tab's value described plainly (the core's
    /// ``TabTitleFallback``), with how the value is written in code, for the diagnostic.
    case described(TabTitleFallback, valueName: String)

    /// The title of a tab declared without one, whose selection value is `value`.
    static func fallback(for value: some Hashable) -> TabBarTitle {
      .described(TabTitleFallback(describing: value), valueName: String(reflecting: value))
    }

    /// The debug message naming a tab that was declared without a title and is read by a
    /// value that is not text; `nil` for every declared title.
    var diagnostic: String? {
      guard case .described(let fallback, let valueName) = self else { return nil }
      return fallback.diagnostic(value: valueName)
    }

    /// The title of a `LocalizedStringKey`: its catalog key, which SwiftUI keeps private and
    /// shows through reflection only (as `Text` looks it up). A key whose reflection no longer
    /// shows one, in some future SwiftUI, reads as its description, so a title is never lost.
    ///
    /// Interpolated values in a `LocalizedStringKey` cannot be read back; declare such titles
    /// with `LocalizedStringResource`, which carries them.
    static func key(of titleKey: LocalizedStringKey) -> TabBarTitle {
      let key = Mirror(reflecting: titleKey).children.first { $0.label == "key" }?.value as? String
      return .key(key ?? String(describing: titleKey))
    }

    /// A stable key for ids made from the title: the text, or the resource's catalog key.
    var key: String {
      switch self {
      case .verbatim(let text): return text
      case .resource(let resource): return resource.key
      case .key(let key): return key
      case .described(let fallback, _): return fallback.title
      }
    }

    /// The title in `locale`.
    func resolved(in locale: Locale) -> String {
      switch self {
      case .verbatim(let text):
        return text
      case .resource(var resource):
        resource.locale = locale
        return String(localized: resource)
      case .key(let key):
        // The resource's locale chooses the catalog's language (`String(localized:locale:)`'s
        // would only format values).
        return String(localized: LocalizedStringResource(String.LocalizationValue(key), locale: locale))
      case .described(let fallback, _):
        return fallback.title
      }
    }
  }
#endif
