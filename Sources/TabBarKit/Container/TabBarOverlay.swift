#if canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
  import SwiftUI
  import TabBarCore

  /// The drawn bar over the content: the style's body where the core's layout puts it, in a
  /// left-to-right canvas (the core has already mirrored the geometry for right-to-left, so
  /// SwiftUI must not flip it again), the More list anchored to its item, and the keyboard
  /// commands that have no button of their own.
  ///
  /// Hiding slides the bar below the container's bottom edge on the same animation that moves
  /// the content's inset, so bar and content travel together.
  @MainActor
  struct TabBarOverlay<Value: Hashable>: View {
    let scene: TabBarScene<Value>
    let layout: TabBarLayout
    let geometry: ContainerGeometry
    @Namespace private var indicatorNamespace
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
    @Environment(\.accessibilityShowButtonShapes) private var showsButtonShapes

    var body: some View {
      let state = scene.state
      let left = geometry.leftInset(layout.layoutDirection)
      ZStack(alignment: .topLeading) {
        scene.style.makeBody(configuration: configuration)
          .frame(width: layout.barFrame.width, height: layout.barFrame.height)
          .accessibilityElement(children: .contain)
          .position(x: layout.barFrame.midX - left, y: layout.barFrame.midY - geometry.insets.top)
          .animation(scene.selectionAnimation, value: state.bar.selectedID)
        MoreListAnchor(scene: scene, layout: layout, left: left, top: geometry.insets.top)
        TabBarKeyCommands(scene: scene)
      }
      .frame(width: geometry.size.width, height: geometry.size.height, alignment: .topLeading)
      .environment(\.layoutDirection, .leftToRight)
      .offset(y: state.isBarHidden ? hiddenOffset : 0)
      .allowsHitTesting(!state.isBarHidden)
      .accessibilityHidden(state.isBarHidden)
    }

    /// How far down a hidden bar slides: past the container's bottom edge, shadow and all.
    private var hiddenOffset: CGFloat {
      max(0, layout.containerSize.height - layout.barFrame.minY) + TabBarHiding.shadowClearance
    }

    private var accessibility: TabBarAccessibilitySettings {
      TabBarAccessibilitySettings(
        reduceMotion: reduceMotion, reduceTransparency: reduceTransparency,
        increaseContrast: contrast == .increased, differentiateWithoutColor: differentiateWithoutColor,
        showsButtonShapes: showsButtonShapes)
    }

    /// What the style draws: the layout of the bar's items, the palette for this appearance, and
    /// the way back to the core for each item.
    private var configuration: TabBarStyleConfiguration {
      let state = scene.state
      let bar = state.bar
      let send = scene.send
      let shortcuts = scene.shortcuts
      let palette = scene.style.theme.palette(
        for: colorScheme == .dark ? .dark : .light, adjustments: accessibility.themeAdjustments)
      return TabBarStyleConfiguration(
        layout: layout, items: bar.items, metrics: scene.metrics, theme: scene.style.theme,
        palette: palette, accessibility: accessibility, indicatorNamespace: indicatorNamespace,
        selectionAnimation: scene.selectionAnimation,
        itemAccessibility: state.barAccessibility(includesPosition: !TabBarTrait.isApplied),
        icons: scene.declarations.icons,
        selectAction: { index in
          send(.chooseBarItem(at: index))
        },
        actionHandler: {
          if let action = bar.items.action { send(.chooseTab(id: action.id)) }
        },
        shortcutDigitOfItem: { index in
          guard shortcuts == .enabled, bar.items.all.indices.contains(index) else { return nil }
          return state.shortcutDigit(ofTab: bar.items.all[index].id)
        })
    }
  }

  /// The numbers of hiding the bar.
  enum TabBarHiding {
    /// How far past the bottom edge a hidden bar goes, so its shadow leaves with it.
    static let shadowClearance: CGFloat = 20
  }
#endif
