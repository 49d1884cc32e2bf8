#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// The search tab set apart from a drawn bar where the core's ``SearchTabPlacement`` puts it:
  /// its own circle beside a floating bar, on the bar's surface (glass beside the bar's glass,
  /// in one container), or, in an edge bar (where it is the last column, drawn with the
  /// others), the divider before it.
  ///
  /// The circle is a tab: choosing it selects search through the core, it reads as selected
  /// when it is, and VoiceOver speaks it as the bar speaks its tabs.
  @MainActor
  struct TabBarSearchTab: View {
    let search: SearchTabLayout
    /// The bar's configuration, whose items, icons and accessibility hold the search tab too.
    let configuration: TabBarStyleConfiguration
    /// Where the canvas starts in the core's coordinates (the container's left and top insets).
    let origin: CGPoint

    var body: some View {
      // view-branch: constant — the shape follows the style's placement
      switch search.shape {
      case .circle: circle
      case .column: divider
      }
    }

    /// The search tab's index in the configuration's items.
    private var itemIndex: Int? { configuration.items.index(of: search.id) }

    private var circle: some View {
      let palette = configuration.palette
      let frame = search.frame.offsetBy(dx: -origin.x, dy: -origin.y)
      let icon = search.iconFrame
      let spoken = itemIndex.flatMap(configuration.accessibilityDescription(forItemAt:))
      return Button {
        if let itemIndex { configuration.select(itemIndex: itemIndex) }
      } label: {
        ZStack {
          configuration.surfaceBackground(in: Circle())
          if let itemIndex {
            configuration.icon(forItemAt: itemIndex, isSelected: search.isSelected)
              .frame(width: icon.width, height: icon.height)
              .foregroundColor(
                Color(search.isSelected ? palette.selectedItemColor : palette.unselectedItemColor))
          }
        }
        .frame(width: frame.width, height: frame.height)
        .contentShape(Circle())
      }
      .buttonStyle(.plain)
      .accessibilityLabel(Text(verbatim: spoken?.label ?? ""))
      .accessibilityValue(Text(verbatim: spoken?.value ?? ""))
      .accessibilityHint(Text(verbatim: spoken?.hint ?? ""))
      .accessibilityAddTraits(search.isSelected ? .isSelected : [])
      .tabItemIdentity(
        itemIndex.map { configuration.items.all[$0].accessibilityOverrides } ?? TabAccessibilityOverrides()
      )
      .tabBarItemPlatformInput(shortcutDigit: itemIndex.flatMap(configuration.shortcutDigit(forItemAt:)))
      .position(x: frame.midX, y: frame.midY)
    }

    /// The hairline before the search column, where the core stands it
    /// (``SearchTabLayout/divider``), as the preview draws it.
    @ViewBuilder
    private var divider: some View {
      if let divider = search.divider {
        Rectangle()
          .fill(Color(configuration.palette.unselectedItemColor).opacity(SearchTabDivider.opacity))
          .frame(width: SearchTabDivider.width, height: divider.height)
          .position(x: divider.x - origin.x, y: divider.midY - origin.y)
          .accessibilityHidden(true)
      }
    }
  }
#endif
