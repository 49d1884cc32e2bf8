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
    /// The device family and width class the core adapts the bar's items to.
    let platform: TabBarPlatform
    let sizeClass: HorizontalSizeClass

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
    @State private var isShowingMore = false

    var body: some View {
      let selected = chooser.resolvedSelection
      GeometryReader { outer in
        let contentGeometry = barGeometry ?? ContainerGeometry(outer)
        let contentBar = barItems(in: contentGeometry, selected: selected)
        let contentLayout = layout(of: contentBar, in: contentGeometry)
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
            let bar = barItems(in: geometry, selected: selected)
            ZStack(alignment: .topLeading) {
              // Measured even while the bar is hidden, so content is inset right when it returns.
              Color.clear
                .onAppear { barGeometry = geometry }
                .onValueChange(of: geometry) { barGeometry = $0 }
              barCanvas(bar: bar, layout: layout(of: bar, in: geometry), geometry: geometry)
            }
          }
          .ignoresSafeArea(.keyboard, edges: .bottom)
        }
        .confirmationDialog(
          Text(verbatim: contentBar?.moreTitle ?? ""),
          isPresented: $isShowingMore
        ) {
          ForEach(contentBar?.overflowTabs ?? [], id: \.value) { tab in
            Button(tab.title) { choose(tab.value) }
              .disabled(!tab.isEnabled)
          }
        }
      }
      .tabBarSelectionFeedback(trigger: selectionChanges)
    }

    /// The bar, drawn by the style in a left-to-right canvas: the core has already mirrored the
    /// geometry for right-to-left, so SwiftUI must not flip it again.
    @MainActor @ViewBuilder
    private func barCanvas(bar: BarItems<Value>?, layout: TabBarLayout, geometry: ContainerGeometry)
      -> some View
    {
      if !isBarHidden, let bar {
        let left = geometry.leftInset(layout.layoutDirection)
        ZStack(alignment: .topLeading) {
          style.makeBody(configuration: configuration(layout: layout, bar: bar))
            .frame(width: layout.barFrame.width, height: layout.barFrame.height)
            .modifier(TabBarAccessibilityContainer())
            .position(x: layout.barFrame.midX - left, y: layout.barFrame.midY - geometry.insets.top)
          overflowShortcuts(bar)
        }
        .frame(width: geometry.size.width, height: geometry.size.height, alignment: .topLeading)
        .environment(\.layoutDirection, .leftToRight)
      }
    }

    /// The Command-digit shortcuts of the tabs behind the More item, which have no button of their
    /// own in the bar: invisible buttons, out of hit testing and of VoiceOver's reach.
    private func overflowShortcuts(_ bar: BarItems<Value>) -> some View {
      ForEach(bar.overflowTabs, id: \.value) { tab in
        Button {
          choose(tab.value)
        } label: {
          Color.clear.frame(width: 0, height: 0)
        }
        .disabled(!tab.isEnabled)
        .tabBarItemPlatformInput(shortcutDigit: bar.shortcutDigit(of: tab.value))
        .opacity(0)
        .allowsHitTesting(false)
        .accessibilityHidden(true)
      }
    }

    /// The items the bar shows in `geometry`: the core's adaptation to its width.
    private func barItems(in geometry: ContainerGeometry, selected: Value?) -> BarItems<Value>? {
      BarItems(
        model: chooser.model, selected: selected, platform: platform, sizeClass: sizeClass,
        width: geometry.containerSize.width, language: locale.identifier)
    }

    /// The core's layout of `bar` in `geometry`.
    private func layout(of bar: BarItems<Value>?, in geometry: ContainerGeometry) -> TabBarLayout {
      guard let bar else { return .empty }
      return TabBarLayoutEngine.layout(
        TabBarLayoutRequest(
          items: bar.items, selectedID: bar.selectedID,
          containerSize: geometry.containerSize, safeAreaInsets: geometry.coreInsets,
          layoutDirection: TabBarCore.TabBarLayoutDirection(layoutDirection),
          dynamicTypeFactor: TabBarCore.TabBarDynamicTypeSize(dynamicTypeSize).scaleFactor,
          metrics: style.metrics))
    }

    private var accessibility: TabBarAccessibilitySettings {
      TabBarAccessibilitySettings(
        reduceMotion: reduceMotion, reduceTransparency: reduceTransparency,
        increaseContrast: contrast == .increased, differentiateWithoutColor: differentiateWithoutColor,
        showsButtonShapes: showsButtonShapes)
    }

    /// Chooses the tab of `value`, with the selection haptic when the selection changes.
    private func choose(_ value: Value) {
      if chooser.choose(value) { selectionChanges += 1 }
    }

    private func configuration(layout: TabBarLayout, bar: BarItems<Value>) -> TabBarStyleConfiguration {
      let accessibility = self.accessibility
      let model = chooser.model
      let chooser = self.chooser
      return TabBarStyleConfiguration(
        layout: layout, items: bar.items, metrics: style.metrics, theme: style.theme,
        palette: style.theme.palette(
          for: colorScheme == .dark ? .dark : .light, adjustments: accessibility.themeAdjustments),
        accessibility: accessibility, indicatorNamespace: indicatorNamespace,
        selectionAnimation: chooser.animation,
        itemAccessibility: bar.items.accessibility(
          selectedID: bar.selectedID, language: locale.identifier, includesPosition: !TabBarTrait.isApplied),
        selectAction: { [selectionChanges = $selectionChanges, showsMore = $isShowingMore] index in
          if bar.isMoreItem(index) {
            showsMore.wrappedValue = true
          } else if let value = bar.value(atBarIndex: index), chooser.choose(value) {
            selectionChanges.wrappedValue += 1
          }
        },
        actionHandler: { model.action?.action() },
        shortcutDigitOfItem: { bar.shortcutDigit(forBarIndex: $0) })
    }
  }
#endif
