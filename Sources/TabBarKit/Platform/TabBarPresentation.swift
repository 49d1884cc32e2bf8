#if canImport(SwiftUI)
  import SwiftUI

  /// How a ``TabBarContainer`` presents its tabs on this platform: the one place platforms are
  /// told apart.
  ///
  /// - iPhone, and iPad unless it shows a sidebar: the style's drawn bar at the bottom.
  /// - iPad with ``SwiftUI/View/tabBarShowsSidebar(_:)`` in a regular × regular size: a sidebar.
  /// - Mac: a `NavigationSplitView` with a sidebar `List`, the action a prominent button.
  /// - Apple Watch: a paged `TabView` (vertical from watchOS 10), the action a page of its own.
  /// - Apple TV: the system `TabView`, whose bar is at the top.
  /// - Any platform with ``TabBarStyle/system``: the system `TabView`.
  enum TabBarPresentation: Equatable {
    case bar
    case sidebar
    case pages
    case system

    /// The presentation for a style and a size.
    static func resolve(
      style: AnyTabBarStyle, showsSidebar: Bool, isRegularWidth: Bool, isRegularHeight: Bool
    ) -> TabBarPresentation {
      #if os(macOS)
        return .sidebar
      #elseif os(watchOS)
        return .pages
      #elseif os(tvOS)
        return .system
      #else
        if style.rendersSystemTabView { return .system }
        return showsSidebar && isRegularWidth && isRegularHeight ? .sidebar : .bar
      #endif
    }

    /// The container view for `presentation`.
    @MainActor @ViewBuilder
    static func container<Value: Hashable>(
      _ presentation: TabBarPresentation, selection: Binding<Value>, model: TabBarModel<Value>,
      style: AnyTabBarStyle, onReselect: ((AnyHashable) -> Void)?
    ) -> some View {
      #if os(watchOS)
        PagedTabContainer(selection: selection, model: model, onReselect: onReselect)
      #elseif os(tvOS)
        SystemTabContainer(selection: selection, model: model, onReselect: onReselect)
      #else
        switch presentation {
        case .sidebar:
          SidebarTabContainer(selection: selection, model: model, onReselect: onReselect)
        case .system, .pages:
          SystemTabContainer(selection: selection, model: model, onReselect: onReselect)
        case .bar:
          CustomBarContainer(selection: selection, model: model, style: style, onReselect: onReselect)
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
    /// On iPad with room for it (regular width and height), shows the ``TabBarContainer``'s
    /// tabs as a sidebar instead of the bar. Bind it to the person's choice; the bar returns in
    /// compact sizes. The Mac always shows a sidebar.
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
