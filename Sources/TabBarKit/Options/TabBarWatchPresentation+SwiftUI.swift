#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// Where the choice travels to the container.
  private struct TabBarWatchPresentationKey: EnvironmentKey {
    static var defaultValue: TabBarWatchPresentation { .pages }
  }

  extension EnvironmentValues {
    /// How containers below present their tabs on Apple Watch.
    var tabBarWatchPresentation: TabBarWatchPresentation {
      get { self[TabBarWatchPresentationKey.self] }
      set { self[TabBarWatchPresentationKey.self] = newValue }
    }
  }

  extension View {
    /// On Apple Watch, shows the ``TabBarContainer``'s tabs as pages (the default, the curved
    /// design's watch app) or as the style's bar, icons only (the material design's watch app,
    /// with `.tabBarStyle(.material)`: 18 pt icons). Other platforms ignore it.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarStyle(.material)
    ///   .tabBarWatchPresentation(.iconBar)
    /// ```
    public func tabBarWatchPresentation(_ presentation: TabBarWatchPresentation) -> some View {
      environment(\.tabBarWatchPresentation, presentation)
    }
  }
#endif
