#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore
  #if canImport(UIKit)
    import UIKit
  #endif

  /// The one place platforms are told apart: which device family this is, and which container
  /// view shows each of the core's presentations.
  ///
  /// - ``TabBarPresentation/bottomBar`` (iPhone, iPad unless it shows a sidebar): the style's
  ///   drawn bar, or the system's `TabView` with ``TabBarStyle/system``.
  /// - ``TabBarPresentation/sidebar`` (Mac, iPad by choice): a `NavigationSplitView` whose
  ///   sidebar `List` selects the tabs, the action a prominent button.
  /// - ``TabBarPresentation/verticalPages`` (Apple Watch): a paged `TabView`, the action a page.
  /// - ``TabBarPresentation/topBar`` (Apple TV) and ``TabBarPresentation/leadingOrnament``
  ///   (Apple Vision Pro): the system's `TabView`, which puts its tabs there.
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

    /// The container view for `presentation`.
    @MainActor @ViewBuilder
    static func container<Value: Hashable>(
      _ presentation: TabBarPresentation, chooser: TabChooser<Value>, style: AnyTabBarStyle,
      sizeClass: HorizontalSizeClass
    ) -> some View {
      #if os(watchOS)
        PagedTabContainer(chooser: chooser)
      #elseif os(tvOS)
        SystemTabContainer(chooser: chooser)
      #else
        switch presentation {
        case .sidebar:
          SidebarTabContainer(chooser: chooser)
        case .bottomBar where !style.rendersSystemTabView:
          CustomBarContainer(
            chooser: chooser, style: style, platform: currentPlatform, sizeClass: sizeClass)
        case .bottomBar, .topBar, .verticalPages, .leadingOrnament:
          SystemTabContainer(chooser: chooser)
        }
      #endif
    }
  }

  /// Where the sidebar choice travels to the container.
  private struct TabBarShowsSidebarKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  extension EnvironmentValues {
    /// Whether containers below show a sidebar where there is room (see
    /// ``SwiftUI/View/tabBarShowsSidebar(_:)``).
    var tabBarShowsSidebar: Bool {
      get { self[TabBarShowsSidebarKey.self] }
      set { self[TabBarShowsSidebarKey.self] = newValue }
    }
  }

  extension View {
    /// On iPad in regular width, shows the ``TabBarContainer``'s tabs as a sidebar instead of
    /// the bar. Bind it to the person's choice; the bar returns in compact width. The Mac always
    /// shows a sidebar.
    ///
    /// ```swift
    /// @AppStorage("showsSidebar") private var showsSidebar = false
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarShowsSidebar(showsSidebar)
    /// ```
    public func tabBarShowsSidebar(_ showsSidebar: Bool) -> some View {
      environment(\.tabBarShowsSidebar, showsSidebar)
    }
  }
#endif
