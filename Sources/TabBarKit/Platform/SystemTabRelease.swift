#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// What the system's `TabView` of this release has, asked once here: the core's
  /// ``SystemTabForm`` and ``SystemBarSidebar`` decide from it.
  enum SystemTabRelease {
    /// Whether SwiftUI's `Tab` is here (iOS 18, macOS 15, tvOS 18, visionOS 2; built with an SDK
    /// of SwiftUI 6 or later).
    static var hasTabs: Bool {
      #if canImport(SwiftUI, _version: 6.0) && !os(watchOS)
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *) { return true }
      #endif
      return false
    }

    /// Whether `Tab`'s `disabled(_:)` is here (iOS 18.4, macOS 15.4, tvOS 18.4, visionOS 2.4).
    static var hasDisabledTabs: Bool {
      #if canImport(SwiftUI, _version: 6.4) && !os(watchOS)
        if #available(iOS 18.4, macOS 15.4, tvOS 18.4, visionOS 2.4, *) { return true }
      #endif
      return false
    }

    /// Whether the `TabView` has the adaptable sidebar style (`.sidebarAdaptable`): wherever it
    /// has `Tab`s, as the SDK declares them together.
    static var hasAdaptableSidebar: Bool { hasTabs }

    /// Whether this is iOS 26 or later, whose bar is Liquid Glass.
    static var isGlass: Bool {
      #if os(iOS)
        if #available(iOS 26.0, *) { return true }
      #endif
      return false
    }

    /// The system's `TabView` on this release for `platform`.
    static func form(for platform: TabBarPlatform) -> SystemTabForm {
      let place: TabPlace
      switch platform {
      case .tv: place = .tvTopBar
      case .vision: place = .visionOrnament
      case .watch: place = .watchPage
      case .iPhone, .iPad, .mac:
        place = TabPlace.systemTabView(hasTabs: hasTabs, hasDisabledTabs: hasDisabledTabs, isGlass: isGlass)
      }
      return SystemTabForm(place: place, hasTabs: hasTabs, hasDisabledTabs: hasDisabledTabs)
    }
  }
#endif
