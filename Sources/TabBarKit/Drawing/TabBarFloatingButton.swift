#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// The floating action button of a drawn bar: a circle filled with the theme, its glyph at the
  /// icon size, hit over a circle of at least the minimum hit size. It is not a tab: it has no
  /// selected state and is outside the tab count.
  @MainActor
  struct TabBarFloatingButton: View {
    let button: ActionButtonLayout
    let item: TabItem
    let configuration: TabBarStyleConfiguration

    var body: some View {
      let center = configuration.barRelative(button.center)
      let palette = configuration.palette
      let hitDiameter = max(2 * button.hitRadius, button.diameter)
      let spoken = configuration.accessibilityDescription(forItemAt: button.itemIndex)
      Button(action: configuration.performAction) {
        ZStack {
          Circle()
            .fill(palette.actionButtonFill.shapeStyle(direction: configuration.layout.layoutDirection))
            .frame(width: button.diameter, height: button.diameter)
            .themeShadow(palette.actionButtonShadow)
          Image(systemName: item.symbol)
            .font(.system(size: configuration.layout.iconSize, weight: .semibold))
            .foregroundColor(Color(palette.actionButtonGlyphColor))
            .frame(width: configuration.layout.iconSize, height: configuration.layout.iconSize)
        }
        .frame(width: hitDiameter, height: hitDiameter)
        .contentShape(Circle())
      }
      .buttonStyle(.plain)
      .accessibilityLabel(Text(verbatim: spoken?.label ?? item.title))
      .accessibilityHint(Text(verbatim: spoken?.hint ?? ""))
      .accessibilityShowsLargeContentViewer {
        Label(spoken?.largeContentTitle ?? item.title, systemImage: item.symbol)
      }
      .tabBarItemPlatformInput(shortcutDigit: nil)
      .position(x: center.x, y: center.y)
    }
  }
#endif
