#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore
  #if canImport(UIKit)
    import UIKit
  #endif

  /// The one place platforms are told apart: which device family this is, which view shows a
  /// container on it, and which view hosts the tabs' content.
  ///
  /// - Apple Watch: ``PagedTabContainer``, the tabs as pages.
  /// - Apple TV: ``SystemPagedContent`` with the system's top bar, which focus moves through.
  /// - Everywhere else: ``TabBarStage`` (an optional sidebar, the content, the drawn bar). Its
  ///   content host is the system's `TabView` (``SystemPagedContent``), whose bar is hidden under
  ///   a drawn style and shown with ``SwiftUI/View/tabBarUsesSystemBar(_:)``, except on a Mac with
  ///   a drawn style, whose `TabView` has no bar to hide: there ``KeptTabContent`` keeps the tabs.
  enum TabBarPlatformContainers {
    /// The device family this code runs on.
    @MainActor
    static var currentPlatform: TabBarPlatform {
      #if os(macOS) || targetEnvironment(macCatalyst)
        return .mac
      #elseif os(watchOS)
        return .watch
      #elseif os(tvOS)
        return .tv
      #elseif os(visionOS)
        return .vision
      #else
        return UIDevice.current.userInterfaceIdiom == .pad ? .iPad : .iPhone
      #endif
    }

    /// The device family the code is built for, known without asking the device: what a
    /// preset's per-platform metrics depend on (an iPad gets the iPhone's, as the designs do).
    static var buildPlatform: TabBarPlatform {
      #if os(macOS) || targetEnvironment(macCatalyst)
        return .mac
      #elseif os(watchOS)
        return .watch
      #elseif os(tvOS)
        return .tv
      #elseif os(visionOS)
        return .vision
      #else
        return .iPhone
      #endif
    }

    /// The container view for `scene`.
    @MainActor @ViewBuilder
    static func presentation<Value: Hashable>(_ scene: TabBarScene<Value>) -> some View {
      #if os(watchOS)
        PagedTabContainer(scene: scene)
      #elseif os(tvOS)
        SystemPagedContent(scene: scene, contentInset: 0, showsSystemBar: true)
      #else
        TabBarStage(scene: scene)
      #endif
    }

    #if !os(watchOS) && !os(tvOS)
      /// The view that hosts the tabs' content, inset by `contentInset` for the drawn bar.
      @MainActor @ViewBuilder
      static func contentHost<Value: Hashable>(_ scene: TabBarScene<Value>, contentInset: CGFloat)
        -> some View
      {
        #if os(macOS)
          if scene.usesSystemBar {
            SystemPagedContent(scene: scene, contentInset: 0, showsSystemBar: true)
          } else {
            KeptTabContent(scene: scene, contentInset: contentInset)
          }
        #else
          SystemPagedContent(
            scene: scene, contentInset: contentInset, showsSystemBar: scene.usesSystemBar)
        #endif
      }
    #endif
  }

  extension EnvironmentValues {
    /// The horizontal size class in the core's terms: SwiftUI's where the platform has one
    /// (iPhone, iPad, Apple Vision Pro), regular elsewhere.
    var tabBarSizeClass: TabBarCore.HorizontalSizeClass {
      #if os(iOS) || os(visionOS)
        horizontalSizeClass == .compact ? .compact : .regular
      #else
        .regular
      #endif
    }
  }

  extension EnvironmentValues {
    /// Whether the container is of compact height (an iPhone in landscape), where the platform
    /// has vertical size classes.
    var tabBarIsCompactHeight: Bool {
      #if os(iOS)
        verticalSizeClass == .compact
      #else
        false
      #endif
    }
  }

  extension View {
    #if os(iOS) || os(visionOS) || os(macOS)
      /// A keyboard shortcut (iPad, Mac, Apple Vision Pro: the platforms with a drawn bar).
      func tabBarKeyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers) -> some View {
        keyboardShortcut(key, modifiers: modifiers)
      }
    #endif

    /// A navigation title shown inline, where navigation bars have display modes.
    @ViewBuilder
    func tabBarInlineNavigationTitle() -> some View {
      #if os(iOS) || os(visionOS)
        navigationBarTitleDisplayMode(.inline)
      #else
        self
      #endif
    }

    /// Keeps a popover a popover in compact width (iOS 16.4 and later), rather than a sheet.
    @ViewBuilder
    func presentationCompactAdaptationIfAvailable() -> some View {
      #if os(iOS)
        if #available(iOS 16.4, *) {
          presentationCompactAdaptation(.popover)
        } else {
          self
        }
      #else
        self
      #endif
    }
  }
#endif
