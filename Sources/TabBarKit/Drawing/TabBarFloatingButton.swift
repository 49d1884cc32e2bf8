#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// The raised button in the middle slot of a drawn bar: a circle filled with the theme, its
  /// glyph at the icon size, hit over a circle of at least the minimum hit size.
  ///
  /// It raises the action (which has no selected state and is outside the tab count) or a
  /// prominent tab (`TabBarTabRole.prominent`), which is a tab: a tap selects it, VoiceOver
  /// reads its place among the tabs and its selected state, and its glyph takes the selected
  /// variant when it is shown.
  @MainActor
  struct TabBarFloatingButton: View {
    let button: ActionButtonLayout
    let item: TabItem
    let configuration: TabBarStyleConfiguration
    /// What the app attached to its tabs; a raised prominent tab carries its own, the action none.
    @Environment(\.tabBarItemDecorations) private var decorations

    var body: some View {
      let center = configuration.barRelative(button.center)
      let hitDiameter = max(2 * button.hitRadius, button.diameter)
      let spoken = configuration.accessibilityDescription(forItemAt: button.itemIndex)
      let isSelected = button.isTab && configuration.layout.selectedIndex == button.itemIndex
      Button {
        if button.isTab {
          configuration.select(itemIndex: button.itemIndex)
        } else {
          configuration.performAction()
        }
      } label: {
        ZStack {
          circle
          glyph(isSelected: isSelected)
          if button.isTab, let text = item.badge?.displayText {
            TabBarBadgeView(
              text: text,
              center: CGPoint(
                x: button.badgeCenter.x - button.center.x + hitDiameter / 2,
                y: button.badgeCenter.y - button.center.y + hitDiameter / 2),
              configuration: configuration)
          }
        }
        .frame(width: hitDiameter, height: hitDiameter)
        .contentShape(Circle())
      }
      .buttonStyle(.plain)
      .disabled(!item.isEnabled)
      .opacity(item.isEnabled ? 1 : configuration.palette.disabledOpacity)
      .accessibilityLabel(Text(verbatim: spoken?.label ?? item.title))
      .accessibilityValue(Text(verbatim: spoken?.value ?? ""))
      .accessibilityHint(Text(verbatim: spoken?.hint ?? ""))
      .accessibilityAddTraits(isSelected ? .isSelected : [])
      .accessibilitySortPriority(configuration.readingPriority(forItemAt: button.itemIndex))
      .accessibilityShowsLargeContentViewer {
        Label(spoken?.largeContentTitle ?? item.title, systemImage: item.symbol)
      }
      .tabBarItemPlatformInput(
        shortcutDigit: button.isTab ? configuration.shortcutDigit(forItemAt: button.itemIndex) : nil
      )
      .tabBarButtonDecorations(
        item, at: .raisedButton, isSelected: isSelected,
        decorations: button.isTab ? decorations : TabBarItemDecorations()
      ) { configuration.select(itemIndex: button.itemIndex) }
      .position(x: center.x, y: center.y)
    }

    /// The filled circle with the theme's shadow.
    private var circle: some View {
      let palette = configuration.palette
      return Circle()
        .fill(palette.actionButtonFill.shapeStyle(direction: configuration.layout.layoutDirection))
        .frame(width: button.diameter, height: button.diameter)
        .themeShadow(palette.actionButtonShadow)
    }

    /// The action's symbol, or the prominent tab's icon in the variant for its state.
    @ViewBuilder
    private func glyph(isSelected: Bool) -> some View {
      let size = configuration.layout.iconSize
      let color = Color(configuration.palette.actionButtonGlyphColor)
      // view-branch: leaf — the glyph inside the button, not the button
      if button.isTab {
        configuration.icon(forItemAt: button.itemIndex, isSelected: isSelected)
          .font(.system(size: size, weight: .semibold))
          .foregroundColor(color)
          .frame(width: size, height: size)
          .accessibilityHidden(true)
      } else {
        Image(systemName: item.symbol)
          .font(.system(size: size, weight: .semibold))
          .foregroundColor(color)
          .frame(width: size, height: size)
      }
    }
  }
#endif
