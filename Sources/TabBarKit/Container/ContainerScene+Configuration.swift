#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  extension ContainerScene {
    /// What the style draws for `state`'s bar laid out as `layout`: the palette for this
    /// appearance and the accessibility settings, and the way back to the core for each item.
    @MainActor
    func configuration(
      state: TabBarState, layout: TabBarLayout, colorScheme: ColorScheme,
      accessibility: TabBarAccessibilitySettings, indicatorNamespace: Namespace.ID,
      selectionAnimation: Animation?
    ) -> TabBarStyleConfiguration {
      let bar = state.bar
      let send = self.send
      let palette = style.theme.palette(
        for: colorScheme == .dark ? .dark : .light, adjustments: accessibility.themeAdjustments)
      return TabBarStyleConfiguration(
        layout: layout, items: bar.items, metrics: metrics, theme: style.theme,
        palette: palette, accessibility: accessibility, indicatorNamespace: indicatorNamespace,
        selectionAnimation: selectionAnimation,
        itemAccessibility: state.barAccessibility(includesPosition: !TabBarTrait.isApplied),
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
  }
#endif
