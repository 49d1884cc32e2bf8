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
    /// Liquid Glass on iOS 26) instead of drawing the style, from the same tab declarations: you
    /// write your tabs once and this chooses only who draws them.
    ///
    /// Decide it at launch, from a setting read once. The value can change while the app runs
    /// (the selection, badges and customization carry over), but the system's `TabView` hosts the
    /// tabs' content itself, so every switch rebuilds all of it: navigation paths, scroll
    /// positions and `@State` start over. So do not bind it to a toggle people flip while using
    /// the app; a setting they change takes effect at the next launch.
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
    /// @main
    /// struct ReaderApp: App {
    ///   /// Read once: a change in Settings applies at the next launch.
    ///   private let usesSystemBar = UserDefaults.standard.bool(forKey: "usesSystemTabBar")
    ///
    ///   var body: some Scene {
    ///     WindowGroup {
    ///       RootView()  // its TabBarContainer reads the choice from the environment
    ///         .tabBarUsesSystemBar(usesSystemBar)
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameter usesSystemBar: Whether the system's tab bar shows the tabs.
    public func tabBarUsesSystemBar(_ usesSystemBar: Bool = true) -> some View {
      environment(\.tabBarUsesSystemBar, usesSystemBar)
    }
  }
#endif
