#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// Where the choice travels to the container.
  private struct TabBarSurfaceKey: EnvironmentKey {
    static var defaultValue: TabBarSurface { .automatic }
  }

  extension EnvironmentValues {
    /// What the drawn bars below are made of (see ``SwiftUICore/View/tabBarSurface(_:)``).
    var tabBarSurface: TabBarSurface {
      get { self[TabBarSurfaceKey.self] }
      set { self[TabBarSurfaceKey.self] = newValue }
    }
  }

  extension View {
    /// What the ``TabBarContainer``'s drawn bar is made of: the bar (and the minimized capsule),
    /// the search tab's circle and the bottom accessory.
    ///
    /// - ``TabBarSurface/automatic`` (the default) keeps the style's own fill.
    /// - ``TabBarSurface/material`` draws the bar material (dark under a dark design
    ///   such as the floating capsule, so its items stay legible).
    /// - ``TabBarSurface/glass`` draws iOS 26's Liquid Glass (SwiftUI's
    ///   `glassEffect(_:in:)`, tinted with the style's colour where it has one, the bar, the
    ///   search circle and the accessory in one `GlassEffectContainer` so they merge and morph as
    ///   the system's do); before iOS 26, and on macOS, the material.
    ///
    /// Apple Watch's icon bar keeps the style's fill, and Apple TV shows the system's bar.
    ///
    /// Under Reduce Transparency the material and the glass become opaque, as the system's do.
    /// A custom style reads the choice from ``TabBarStyleConfiguration/surface`` and draws it
    /// with ``TabBarStyleConfiguration/surfaceBackground(in:)``. Switching to or from glass
    /// rebuilds the bar's views (the glass container wraps them), so decide it rather than
    /// animate it.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarStyle(.floating)
    ///   .tabBarSurface(.glass)
    /// ```
    public func tabBarSurface(_ surface: TabBarSurface) -> some View {
      environment(\.tabBarSurface, surface)
    }
  }
#endif
