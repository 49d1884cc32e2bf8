#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// Where the system draws Liquid Glass: the one place TabBarKit asks, so no view body checks
  /// the platform itself.
  ///
  /// SwiftUI's `glassEffect(_:in:)`, `Glass` and `GlassEffectContainer` are iOS 26's (SwiftUI 7)
  /// and are used on iOS alone: macOS 26's are not checked against any SDK here, and the other
  /// platforms keep the material. An older SDK builds the material alone.
  enum TabBarGlass {
    /// Whether this device draws glass: iOS 26 and later, built with the iOS 26 SDK.
    static var isAvailable: Bool {
      #if canImport(SwiftUI, _version: 7.0) && os(iOS)
        if #available(iOS 26.0, *) { return true }
      #endif
      return false
    }
  }

  extension View {
    /// The system's glass in `shape` behind this view, tinted with `tint` when there is one;
    /// `fallback` where the system has no glass (``TabBarGlass/isAvailable`` is `false`).
    @MainActor @ViewBuilder
    func tabBarGlass<S: Shape, Fallback: View>(
      tint: RGBAColor?, in shape: S, @ViewBuilder fallback: () -> Fallback
    ) -> some View {
      #if canImport(SwiftUI, _version: 7.0) && os(iOS)
        if #available(iOS 26.0, *) {
          glassEffect(Glass.regular.tint(tint.map { Color($0) }), in: shape)
        } else {
          background(fallback())
        }
      #else
        background(fallback())
      #endif
    }

    /// This view's glass surfaces (the bar, the search circle, the accessory) in one
    /// `GlassEffectContainer` while `isActive`, so neighbouring shapes merge and morph into one
    /// another as the system's do; unchanged otherwise, and where there is no glass.
    func tabBarGlassContainer(isActive: Bool) -> some View {
      modifier(TabBarGlassContainer(isActive: isActive))
    }
  }

  /// Puts its content in a `GlassEffectContainer` while active, where the system has glass.
  private struct TabBarGlassContainer: ViewModifier {
    let isActive: Bool

    func body(content: Content) -> some View {
      #if canImport(SwiftUI, _version: 7.0) && os(iOS)
        // view-branch: intended — switching the surface rebuilds the bar's buttons, never the tabs (Styles.md)
        if #available(iOS 26.0, *), isActive {
          GlassEffectContainer { content }
        } else {
          content
        }
      #else
        content
      #endif
    }
  }
#endif
