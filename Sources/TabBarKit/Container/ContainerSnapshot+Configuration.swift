#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  extension ContainerSnapshot {
    /// What the style draws for `state`'s bar laid out as `layout`: the palette for this
    /// appearance and the accessibility settings, the surface the app asked for, and the way
    /// back to the core for each item. Who says each tab's place is the core's
    /// ``TabBarTabCounting`` for `counting`.
    @MainActor
    func configuration(
      state: TabBarState, layout: TabBarLayout, colorScheme: ColorScheme,
      accessibility: TabBarAccessibilitySettings, indicatorNamespace: Namespace.ID,
      selectionAnimation: Animation?, surface: TabBarSurface = .automatic,
      counting: TabBarTabCounting = TabBarTabCounting(
        systemHasTrait: TabBarTrait.isApplied, searchStandsApart: false)
    ) -> TabBarStyleConfiguration {
      let bar = state.bar
      let send = self.send
      let appearance: ThemeAppearance = colorScheme == .dark ? .dark : .light
      let palette = style.theme.palette(for: appearance, adjustments: accessibility.themeAdjustments)
      let surfacePaint = surfacePaint(
        surface, colorScheme: colorScheme, reduceTransparency: accessibility.reduceTransparency)
      return TabBarStyleConfiguration(
        layout: layout, items: bar.items, metrics: metrics, theme: style.theme,
        palette: palette, accessibility: accessibility, indicatorNamespace: indicatorNamespace,
        selectionAnimation: selectionAnimation,
        itemAccessibility: state.barAccessibility(includesPosition: counting.includesPosition),
        surface: surface, surfacePaint: surfacePaint,
        icons: declarations.icons,
        selectAction: { index in send(.chooseBarItem(at: index)) },
        actionHandler: {
          if let action = bar.items.action { send(.chooseTab(id: action.id)) }
        },
        shortcutDigitOfItem: { index in
          guard bar.items.all.indices.contains(index) else { return nil }
          return shortcutDigit(ofTab: bar.items.all[index].id)
        })
    }

    /// What the bar's surfaces are painted with when the app asks for `surface`: the core's
    /// answer (``TabBarSurface/paint(over:appearance:platformHasGlass:reduceTransparency:)``)
    /// for the style's bar fill in this colour scheme, this device's glass and Reduce
    /// Transparency.
    func surfacePaint(_ surface: TabBarSurface, colorScheme: ColorScheme, reduceTransparency: Bool)
      -> TabBarSurfacePaint
    {
      let appearance: ThemeAppearance = colorScheme == .dark ? .dark : .light
      return surface.paint(
        over: style.theme.palette(for: appearance).barFill, appearance: appearance,
        platformHasGlass: TabBarGlass.isAvailable, reduceTransparency: reduceTransparency)
    }
  }
#endif
