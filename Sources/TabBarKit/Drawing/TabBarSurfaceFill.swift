#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// One surface of a drawn bar (the bar's outline, the search circle) painted as the core's
  /// ``TabBarSurfacePaint`` says: the design's fill with its shadow, the bar material in the
  /// appearance the core chose, or the system's glass (which draws its own depth, so no shadow),
  /// the material where there is none.
  @MainActor
  struct TabBarSurfaceFill<S: Shape>: View {
    let paint: TabBarSurfacePaint
    let shape: S
    /// The design's shadow, drawn under a fill or a material.
    let shadow: ThemeShadow?
    /// The layout's direction, which mirrors a gradient.
    let direction: TabBarCore.TabBarLayoutDirection

    var body: some View {
      // view-branch: leaf — a fill
      switch paint {
      case .fill(let fill):
        shape.fill(fill.shapeStyle(direction: direction)).themeShadow(shadow)
      case .material(let material, let appearance):
        materialFill(material, appearance).themeShadow(shadow)
      case .glass(let tint, let material, let appearance):
        Color.clear.tabBarGlass(tint: tint, in: shape) { materialFill(material, appearance) }
      }
    }

    /// The bar material in `appearance`, whatever the app's colour scheme (the floating
    /// design's dark capsule keeps a dark material in light mode).
    private func materialFill(_ material: MaterialFill, _ appearance: ThemeAppearance) -> some View {
      shape.fill(ThemeFill.material(material).shapeStyle(direction: direction))
        .environment(\.colorScheme, appearance == .dark ? .dark : .light)
    }
  }
#endif
