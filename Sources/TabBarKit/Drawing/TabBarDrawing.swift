#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// The bar the built-in styles draw: the core's outline filled with the theme, the selection
  /// indicator, one button per tab and the action button, each where the layout puts it.
  ///
  /// A custom style can draw it and add to it:
  ///
  /// ```swift
  /// struct OutlinedStyle: TabBarStyle {
  ///   var metrics: TabBarMetrics { .indicator }
  ///   var theme: TabBarTheme { .indicator }
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     TabBarDrawing(configuration: configuration)
  ///       .overlay(BarOutlineShape(outline: configuration.barRelativeOutline).stroke(.red))
  ///   }
  /// }
  /// ```
  @MainActor
  public struct TabBarDrawing: View {
    /// What to draw.
    ///
    /// ```swift
    /// TabBarDrawing(configuration: configuration).configuration.layout
    /// ```
    public let configuration: TabBarStyleConfiguration

    /// Creates the drawing of `configuration`.
    ///
    /// ```swift
    /// TabBarDrawing(configuration: configuration)
    /// ```
    public init(configuration: TabBarStyleConfiguration) {
      self.configuration = configuration
    }

    /// The bar, its indicator, its tabs and its action button.
    ///
    /// ```swift
    /// TabBarDrawing(configuration: configuration).body
    /// ```
    public var body: some View {
      let layout = configuration.layout
      ZStack(alignment: .topLeading) {
        background
        // The tabs (and the More item, and a raised prominent tab) are the tab bar VoiceOver
        // counts; the action is not a tab.
        ZStack(alignment: .topLeading) {
          ForEach(layout.items, id: \.id) { item in
            if item.isSelected, let indicator = layout.indicator {
              indicatorView(indicator)
            }
            TabBarItemButton(item: item, configuration: configuration)
          }
          if let button = layout.actionButton, button.isTab { raised(button) }
        }
        .frame(width: layout.barFrame.width, height: layout.barFrame.height, alignment: .topLeading)
        .tabBarItemsContainer()
        if let button = layout.actionButton, !button.isTab { raised(button) }
      }
      .frame(width: layout.barFrame.width, height: layout.barFrame.height, alignment: .topLeading)
    }

    /// The raised button of the middle slot (the action or a prominent tab), when its item is
    /// among the configuration's.
    @ViewBuilder
    private func raised(_ button: ActionButtonLayout) -> some View {
      if configuration.items.all.indices.contains(button.itemIndex) {
        TabBarFloatingButton(
          button: button, item: configuration.items.all[button.itemIndex], configuration: configuration)
      }
    }

    /// The bar's outline on its surface (``TabBarStyleConfiguration/surfaceBackground(in:)``),
    /// with its border.
    private var background: some View {
      let palette = configuration.palette
      let shape = BarOutlineShape(outline: configuration.barRelativeOutline)
      return configuration.surfaceBackground(in: shape)
        .overlay {
          if let border = palette.barBorder {
            shape.stroke(Color(border.color), lineWidth: border.width)
          }
        }
        .accessibilityHidden(true)
    }

    /// The indicator's paint: the app's tint where the theme's selection follows it, as the
    /// selected item's colour does; the theme's fill otherwise.
    private var indicatorStyle: AnyShapeStyle {
      configuration.palette.selectionFollowsTint
        ? AnyShapeStyle(.tint)
        : AnyShapeStyle(
          configuration.palette.indicatorFill.shapeStyle(direction: configuration.layout.layoutDirection))
    }

    /// The selection indicator: one view, matched across items in the shared namespace, so it
    /// travels to the new selection instead of fading.
    private func indicatorView(_ indicator: IndicatorLayout) -> some View {
      let frame = configuration.barRelative(indicator.frame)
      return RoundedRectangle(cornerRadius: indicator.cornerRadius, style: .continuous)
        .fill(indicatorStyle)
        .frame(width: frame.width, height: frame.height)
        .matchedGeometryEffect(id: IndicatorID.selection, in: configuration.indicatorNamespace)
        // One indicator travels; it must not also fade out of one item and into the next.
        .transition(.identity)
        .position(x: frame.midX, y: frame.midY)
        .accessibilityHidden(true)
    }
  }

  /// The id the selection indicator is matched by: one for the whole bar.
  private enum IndicatorID: Hashable {
    case selection
  }
#endif
