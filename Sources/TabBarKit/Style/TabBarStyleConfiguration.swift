#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// Everything a ``TabBarStyle`` draws: the core's finished layout, the items, the colours with
  /// the accessibility settings applied, and the actions its buttons perform.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View {
  ///   let bar = configuration.barRelative(configuration.layout.barFrame)
  ///   BarOutlineShape(outline: configuration.barRelativeOutline)
  ///     .fill(Color(configuration.palette.barFill.averageColor))
  ///     .frame(width: bar.width, height: bar.height)
  /// }
  /// ```
  public struct TabBarStyleConfiguration {
    /// The bar's layout, in the container's coordinates (origin at its top-left corner, safe
    /// areas included).
    public let layout: TabBarLayout
    /// The items: tabs and the action, by ``ItemLayout/itemIndex``.
    public let items: TabItems
    /// The style's metrics the layout was made with.
    public let metrics: TabBarMetrics
    /// The style's theme.
    public let theme: TabBarTheme
    /// The colours for the current appearance, with Reduce Transparency and Increase Contrast
    /// applied.
    public let palette: TabBarPalette
    /// The accessibility settings in effect.
    public let accessibility: TabBarAccessibilitySettings
    /// The one namespace every item's selection indicator shares, so the indicator moves from
    /// item to item with `matchedGeometryEffect`.
    public let indicatorNamespace: Namespace.ID
    /// The animation selection changes run with: the core's spring, or `nil` with Reduce Motion.
    public let selectionAnimation: Animation?
    /// Whether each item's accessibility value must say "Tab, n of m" (no tab-bar trait here).
    let countsTabsInValue: Bool
    /// Selects the tab at an index of ``TabItems/all``.
    let selectAction: (Int) -> Void
    /// Runs the action button's action.
    let actionHandler: () -> Void

    /// Chooses the tab at `itemIndex` (an index into ``TabItems/all``): selects it, or, if it
    /// is already selected, reselects it (pop to root, then scroll to top). Disabled tabs and
    /// the action item are ignored.
    ///
    /// ```swift
    /// Button { configuration.select(itemIndex: item.itemIndex) } label: { … }
    /// ```
    public func select(itemIndex: Int) {
      selectAction(itemIndex)
    }

    /// Runs the action button's action.
    ///
    /// ```swift
    /// Button(action: configuration.performAction) { Image(systemName: "plus") }
    /// ```
    public func performAction() {
      actionHandler()
    }

    /// `rect` (in the container's coordinates) in the bar's own coordinates, where a style's
    /// body draws.
    ///
    /// ```swift
    /// let icon = configuration.barRelative(item.iconFrame)
    /// ```
    public func barRelative(_ rect: CGRect) -> CGRect {
      rect.offsetBy(dx: -layout.barFrame.minX, dy: -layout.barFrame.minY)
    }

    /// `point` (in the container's coordinates) in the bar's own coordinates.
    ///
    /// ```swift
    /// let badge = configuration.barRelative(item.badgeCenter)
    /// ```
    public func barRelative(_ point: CGPoint) -> CGPoint {
      CGPoint(x: point.x - layout.barFrame.minX, y: point.y - layout.barFrame.minY)
    }

    /// The bar's outline in the bar's own coordinates, ready for ``BarOutlineShape``.
    ///
    /// ```swift
    /// BarOutlineShape(outline: configuration.barRelativeOutline)
    /// ```
    public var barRelativeOutline: BarOutline {
      var outline = layout.outline
      outline.frame = barRelative(outline.frame)
      outline.notchCenterX -= layout.barFrame.minX
      return outline
    }

    /// What VoiceOver reads for the tab at `itemIndex`: its title as the label; its badge and,
    /// where the system has no tab-bar trait, "Tab, n of m" as the value.
    ///
    /// ```swift
    /// let spoken = configuration.accessibilityText(forItemAt: item.itemIndex)
    /// button.accessibilityLabel(spoken.label).accessibilityValue(spoken.value)
    /// ```
    public func accessibilityText(forItemAt itemIndex: Int) -> (label: String, value: String) {
      let text = TabItemAccessibility(itemIndex: itemIndex, items: items, countsTabs: countsTabsInValue)
      return (text.label, text.value)
    }
  }
#endif
