#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// One tab of a drawn bar: a real `Button` over the tab's hit frame, with the icon, label and
  /// badge where the layout puts them, and what VoiceOver, the Large Content Viewer, a pointer
  /// (hover) and a keyboard (its Command-digit) need, with what the tab declared: its
  /// accessibility identifier, context menu, popover, drop destination and spring loading. Custom styles can draw their bars with it.
  ///
  /// ```swift
  /// ForEach(configuration.layout.items, id: \.id) { item in
  ///   TabBarItemButton(item: item, configuration: configuration)
  /// }
  /// ```
  @MainActor
  public struct TabBarItemButton: View {
    /// The item's layout.
    let item: ItemLayout
    /// What the bar is drawn from.
    let configuration: TabBarStyleConfiguration
    /// What the container's tabs declared for their bar items (menus, popovers, drops).
    @Environment(\.tabBarItemDecorations) private var decorations

    /// Creates the button of `item`, placed in the bar's coordinates.
    ///
    /// ```swift
    /// TabBarItemButton(item: item, configuration: configuration)
    /// ```
    public init(item: ItemLayout, configuration: TabBarStyleConfiguration) {
      self.item = item
      self.configuration = configuration
    }

    /// The button.
    ///
    /// ```swift
    /// TabBarItemButton(item: item, configuration: configuration).body
    /// ```
    public var body: some View {
      let hit = configuration.barRelative(item.hitFrame)
      let tab =
        configuration.items.all.indices.contains(item.itemIndex)
        ? configuration.items.all[item.itemIndex] : TabItem(id: item.id, title: "", symbol: "")
      let spoken = configuration.accessibilityDescription(forItemAt: item.itemIndex)
      let palette = configuration.palette
      Button {
        configuration.select(itemIndex: item.itemIndex)
      } label: {
        ZStack(alignment: .topLeading) {
          icon(tab)
          if item.labelOpacity > 0 {
            label(tab)
          }
          if let text = tab.badge?.displayText {
            badge(text)
          }
        }
        .frame(width: hit.width, height: hit.height, alignment: .topLeading)
        .background {
          if configuration.accessibility.showsButtonShapes {
            Capsule().strokeBorder(Color(itemColor), lineWidth: 1)
          }
        }
        .contentShape(Rectangle())
      }
      .buttonStyle(.plain)
      .disabled(!tab.isEnabled)
      .opacity(tab.isEnabled ? 1 : palette.disabledOpacity)
      .accessibilityLabel(Text(verbatim: spoken?.label ?? tab.title))
      .accessibilityValue(Text(verbatim: spoken?.value ?? ""))
      .accessibilityHint(Text(verbatim: spoken?.hint ?? ""))
      .accessibilityAddTraits(item.isSelected ? .isSelected : [])
      .accessibilitySortPriority(configuration.readingPriority(forItemAt: item.itemIndex))
      .accessibilityShowsLargeContentViewer {
        Label {
          Text(verbatim: spoken?.largeContentTitle ?? tab.title)
        } icon: {
          configuration.icon(forItemAt: item.itemIndex, isSelected: item.isSelected)
        }
      }
      .tabBarItemPlatformInput(shortcutDigit: configuration.shortcutDigit(forItemAt: item.itemIndex))
      .tabBarButtonDecorations(tab, isSelected: item.isSelected, decorations: decorations) {
        configuration.select(itemIndex: item.itemIndex)
      }
      .position(x: hit.midX, y: hit.midY)
    }

    /// The icon's and label's colour.
    private var itemColor: RGBAColor {
      item.isSelected ? configuration.palette.selectedItemColor : configuration.palette.unselectedItemColor
    }

    /// The icon's and label's paint: the app's tint (`.tint(_:)`, else the accent colour) for the
    /// selected item when the theme follows it, as `TabView` colours its selection; the theme's
    /// colour otherwise.
    private var itemStyle: AnyShapeStyle {
      item.isSelected && configuration.palette.selectionFollowsTint
        ? AnyShapeStyle(.tint) : AnyShapeStyle(Color(itemColor))
    }

    /// The icon's frame in the button's coordinates.
    private func local(_ rect: CGRect) -> CGRect {
      rect.offsetBy(dx: -item.hitFrame.minX, dy: -item.hitFrame.minY)
    }

    /// The symbol, in the theme's variant for the item's state, as a glyph of the core's icon
    /// size (so Bold Text thickens it as it does the label), scaled about its centre.
    private func icon(_ tab: TabItem) -> some View {
      let frame = local(item.iconFrame)
      return configuration.icon(forItemAt: item.itemIndex, isSelected: item.isSelected)
        .font(
          .system(size: configuration.layout.iconSize, weight: Font.Weight(configuration.theme.iconWeight))
        )
        .foregroundStyle(itemStyle)
        .environment(\.layoutDirection, SwiftUI.LayoutDirection(configuration.layout.layoutDirection))
        .frame(width: frame.width, height: frame.height)
        .scaleEffect(item.iconScale)
        .position(x: frame.midX, y: frame.midY)
        .accessibilityHidden(true)
    }

    /// The title, one line, truncated by SwiftUI to the label's frame; underlined when selected
    /// under Differentiate Without Colour.
    private func label(_ tab: TabItem) -> some View {
      let frame = local(item.labelFrame)
      let theme = configuration.theme
      let weight = item.isSelected ? theme.selectedLabelWeight : theme.unselectedLabelWeight
      return Text(verbatim: tab.title)
        .font(.system(size: configuration.layout.labelFontSize, weight: Font.Weight(weight)))
        .underline(item.isSelected && configuration.accessibility.differentiateWithoutColor)
        .foregroundStyle(itemStyle)
        .lineLimit(1)
        .truncationMode(.tail)
        .environment(\.layoutDirection, SwiftUI.LayoutDirection(configuration.layout.layoutDirection))
        .frame(width: frame.width, height: frame.height)
        .opacity(item.labelOpacity)
        .position(x: frame.midX, y: frame.midY)
        .accessibilityHidden(true)
    }

    /// The badge: an oval sized by the core around the text, centred on the icon's corner. The
    /// core's width is a floor, not a cap: the text keeps its real width, so "99+" in a wider
    /// font is never cut.
    private func badge(_ text: String) -> some View {
      TabBarBadgeView(
        text: text,
        center: CGPoint(
          x: item.badgeCenter.x - item.hitFrame.minX, y: item.badgeCenter.y - item.hitFrame.minY),
        configuration: configuration)
    }
  }

  extension SwiftUI.LayoutDirection {
    /// SwiftUI's direction for the core's.
    init(_ direction: TabBarCore.TabBarLayoutDirection) {
      self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }

  extension TabBarCore.TabBarLayoutDirection {
    /// The core's direction for SwiftUI's.
    init(_ direction: SwiftUI.LayoutDirection) {
      self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }
#endif
