#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// The container with a drawn bar: the mounted tabs inset by the bar's real height, and the
  /// bar the style draws where the core's layout puts it.
  ///
  /// Geometry comes from `GeometryReader`s at the container, never from global screen state:
  /// the outer one (which the keyboard shrinks) for how far content must stay clear, the inner
  /// one (which ignores the keyboard, so the keyboard never lifts the bar) for the bar itself.
  struct CustomBarContainer<Value: Hashable>: View {
    let chooser: TabChooser<Value>
    let style: AnyTabBarStyle

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
    @Environment(\.accessibilityShowButtonShapes) private var showsButtonShapes
    @Environment(\.locale) private var locale
    @Namespace private var indicatorNamespace
    @State private var barGeometry: ContainerGeometry?
    @State private var isBarHidden = false
    @State private var selectionChanges = 0

    var body: some View {
      let selected = chooser.resolvedSelection
      GeometryReader { outer in
        let contentLayout = layout(in: barGeometry ?? ContainerGeometry(outer), selected: selected)
        let contentInset =
          isBarHidden ? 0 : contentLayout.contentInset(aboveBottomInset: outer.safeAreaInsets.bottom)
        ZStack {
          MountedTabContent(chooser: chooser)
            .safeAreaInset(edge: .bottom, spacing: 0) {
              Color.clear.frame(height: contentInset)
            }
            .onPreferenceChange(TabBarHiddenKey.self) { [hidden = $isBarHidden] in
              hidden.wrappedValue = $0
            }
          GeometryReader { inner in
            let geometry = ContainerGeometry(inner)
            barCanvas(layout: layout(in: geometry, selected: selected), geometry: geometry)
              .onAppear { barGeometry = geometry }
              .onValueChange(of: geometry) { barGeometry = $0 }
          }
          .ignoresSafeArea(.keyboard, edges: .bottom)
        }
      }
      .tabBarSelectionFeedback(trigger: selectionChanges)
    }

    /// The bar, drawn by the style in a left-to-right canvas: the core has already mirrored the
    /// geometry for right-to-left, so SwiftUI must not flip it again.
    @MainActor @ViewBuilder
    private func barCanvas(layout: TabBarLayout, geometry: ContainerGeometry) -> some View {
      if !isBarHidden, let items = chooser.model.items {
        let left = geometry.leftInset(layout.layoutDirection)
        ZStack(alignment: .topLeading) {
          style.makeBody(configuration: configuration(layout: layout, items: items))
            .frame(width: layout.barFrame.width, height: layout.barFrame.height)
            .modifier(TabBarAccessibilityContainer())
            .position(x: layout.barFrame.midX - left, y: layout.barFrame.midY - geometry.insets.top)
        }
        .frame(width: geometry.size.width, height: geometry.size.height, alignment: .topLeading)
        .environment(\.layoutDirection, .leftToRight)
      }
    }

    /// The core's layout of the bar in `geometry`.
    private func layout(in geometry: ContainerGeometry, selected: Value?) -> TabBarLayout {
      guard let items = chooser.model.items else { return .empty }
      return TabBarLayoutEngine.layout(
        TabBarLayoutRequest(
          items: items, selectedID: selected.flatMap(chooser.model.id(of:)),
          containerSize: geometry.containerSize, safeAreaInsets: geometry.coreInsets,
          layoutDirection: TabBarCore.LayoutDirection(layoutDirection),
          dynamicTypeFactor: TabBarCore.DynamicTypeSize(dynamicTypeSize).scaleFactor,
          metrics: style.metrics))
    }

    private var accessibility: TabBarAccessibilitySettings {
      TabBarAccessibilitySettings(
        reduceMotion: reduceMotion, reduceTransparency: reduceTransparency,
        increaseContrast: contrast == .increased, differentiateWithoutColor: differentiateWithoutColor,
        showsButtonShapes: showsButtonShapes)
    }

    private func configuration(layout: TabBarLayout, items: TabItems) -> TabBarStyleConfiguration {
      let accessibility = self.accessibility
      let model = chooser.model
      return TabBarStyleConfiguration(
        layout: layout, items: items, metrics: style.metrics, theme: style.theme,
        palette: style.theme.palette(
          for: colorScheme == .dark ? .dark : .light, adjustments: accessibility.themeAdjustments),
        accessibility: accessibility, indicatorNamespace: indicatorNamespace,
        selectionAnimation: chooser.animation,
        itemAccessibility: items.accessibility(
          selectedID: chooser.resolvedSelection.flatMap(model.id(of:)), language: locale.identifier,
          includesPosition: !TabBarTrait.isApplied),
        selectAction: { [selectionChanges = $selectionChanges] index in
          if let value = model.value(atItemIndex: index), chooser.choose(value) {
            selectionChanges.wrappedValue += 1
          }
        },
        actionHandler: { model.action?.action() })
    }
  }
#endif
