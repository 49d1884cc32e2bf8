#if canImport(SwiftUI)
  import Foundation

  /// A tab's title as declared: text shown as it is, or a resource looked up in the app's string
  /// catalog when the container is drawn, in the environment's locale (not when the tab is
  /// declared), so a change of locale retitles the tabs.
  enum TabBarTitle {
    /// Text shown as it is.
    case verbatim(String)
    /// A string-catalog entry.
    case resource(LocalizedStringResource)

    /// A stable key for ids made from the title: the text, or the resource's catalog key.
    var key: String {
      switch self {
      case .verbatim(let text): return text
      case .resource(let resource): return resource.key
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
      }
    }
  }
#endif
