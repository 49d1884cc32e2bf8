#if canImport(SwiftUI)
  import SwiftUI

  /// Where the choice travels to the container.
  private struct TabBarUsesSystemBarKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  extension EnvironmentValues {
    /// Whether containers below show the system's own tab bar instead of drawing their style.
    var tabBarUsesSystemBar: Bool {
      get { self[TabBarUsesSystemBarKey.self] }
      set { self[TabBarUsesSystemBarKey.self] = newValue }
    }
  }

  extension View {
    /// Shows the ``TabBarContainer``'s tabs in the system's own tab bar (SwiftUI's `TabView`, with
    /// Liquid Glass on iOS 26) instead of drawing the style, without touching the tabs: a
    /// presentation choice. It can change at run time, keeping the selection, badges and
    /// customization, but the system's `TabView` hosts the tabs' content itself, so a switch
    /// rebuilds it (navigation paths, scroll positions and `@State` start over): decide it at
    /// launch, as a setting read once, rather than as a toggle people flip while using the app.
    ///
    /// The tabs, badges, selection, reselect (pop to root, scroll to top, `onTabReselect`) and
    /// ``SwiftUICore/View/tabBarHidden(_:)`` behave as with a drawn style; the action button is a
    /// button beside the content, above the bar, never one of the system's tabs. A sidebar the
    /// container offers is the system's own (`.sidebarAdaptable`) from iPadOS 18 and macOS 15,
    /// never drawn beside the system's bar; on macOS 13 and 14 the Mac keeps TabBarKit's sidebar
    /// instead of the system's bar. What each thing a tab declares becomes there is the Platforms
    /// article's table.
    ///
    /// ```swift
    /// @AppStorage("classicBar") private var classicBar = false
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarStyle(.floating)
    ///   .tabBarUsesSystemBar(classicBar)
    /// ```
    public func tabBarUsesSystemBar(_ usesSystemBar: Bool = true) -> some View {
      environment(\.tabBarUsesSystemBar, usesSystemBar)
    }
  }
#endif
