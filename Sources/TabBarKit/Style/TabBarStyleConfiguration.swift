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
    ///
    /// ```swift
    /// let bar = configuration.barRelative(configuration.layout.barFrame)
    /// ```
    public let layout: TabBarLayout
    /// The items: tabs and the action, by ``ItemLayout/itemIndex``.
    ///
    /// ```swift
    /// configuration.items.all[item.itemIndex].title
    /// ```
    public let items: TabItems
    /// The style's metrics the layout was made with.
    ///
    /// ```swift
    /// configuration.metrics.selectionMarker  // .dot(diameter: 5, gap: 4) for .curved
    /// ```
    public let metrics: TabBarMetrics
    /// The style's theme.
    ///
    /// ```swift
    /// configuration.theme.selectedSymbolVariant  // .fill: drawn with symbolVariant(.fill)
    /// ```
    public let theme: TabBarTheme
    /// The colours for the current appearance, with Reduce Transparency and Increase Contrast
    /// applied.
    ///
    /// ```swift
    /// Color(configuration.palette.selectedItemColor)
    /// ```
    public let palette: TabBarPalette
    /// The accessibility settings in effect.
    ///
    /// ```swift
    /// configuration.accessibility.reduceMotion
    /// ```
    public let accessibility: TabBarAccessibilitySettings
    /// The one namespace every item's selection indicator shares, so the indicator moves from
    /// item to item with `matchedGeometryEffect`.
    ///
    /// ```swift
    /// Capsule().matchedGeometryEffect(id: "indicator", in: configuration.indicatorNamespace)
    /// ```
    public let indicatorNamespace: Namespace.ID
    /// The animation selection changes run with: the core's spring, or `nil` with Reduce Motion.
    ///
    /// ```swift
    /// .animation(configuration.selectionAnimation, value: configuration.layout.selectedIndex)
    /// ```
    public let selectionAnimation: Animation?
    /// What VoiceOver and the Large Content Viewer get for each item, in ``TabItems/all``'s
    /// order, from the core: "Tab, n of m" in the value where the system has no tab-bar trait,
    /// the badge spoken, a hint on the action button, in the environment's language.
    ///
    /// ```swift
    /// configuration.itemAccessibility[item.itemIndex].value  // "Tab, 2 of 4"
    /// ```
    public let itemAccessibility: [TabItemAccessibility]
    /// What the app asked the bar's surfaces to be made of, with
    /// ``SwiftUICore/View/tabBarSurface(_:)``; ``surfaceBackground(in:)`` draws it.
    ///
    /// ```swift
    /// if configuration.surface == .automatic { … }   // the style's own fill
    /// ```
    public let surface: TabBarSurface
    /// What the bar's surfaces are painted with: the core's answer for ``surface``, the theme's
    /// bar fill, this device's glass and Reduce Transparency.
    let surfacePaint: TabBarSurfacePaint
    /// The declared icons, by item id (the More item has none: it draws its symbol).
    let icons: [String: TabBarIcon]
    /// Chooses the item at an index of ``TabItems/all``, through the container's core state.
    let selectAction: @MainActor (Int) -> Void
    /// Runs the action button's action, through the container's core state.
    let actionHandler: @MainActor () -> Void
    /// The Command-digit of the bar item at an index of ``TabBarStyleConfiguration/items``: the
    /// digit of its tab among all the container's tabs, none for the action and the More item,
    /// nor when the container's shortcuts are off.
    let shortcutDigitOfItem: (Int) -> Int?

    /// Chooses the item at `itemIndex` (an index into ``TabItems/all``): selects a tab, or, if it
    /// is already selected, reselects it (pop to root, then scroll to top); opens the More list
    /// for the More item; runs the action for the action item. Disabled tabs are ignored.
    ///
    /// ```swift
    /// Button { configuration.select(itemIndex: item.itemIndex) } label: { … }
    /// ```
    @MainActor
    public func select(itemIndex: Int) {
      selectAction(itemIndex)
    }

    /// Runs the action button's action.
    ///
    /// ```swift
    /// Button(action: configuration.performAction) { Image(systemName: "plus") }
    /// ```
    @MainActor
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

    /// The Command-digit shortcut of the item at `itemIndex` (into ``TabItems/all``): its tab's
    /// position among all the container's tabs, behind More too; `nil` for the action and the
    /// More item, and when the container's shortcuts are off.
    ///
    /// ```swift
    /// configuration.shortcutDigit(forItemAt: item.itemIndex)  // 2
    /// ```
    public func shortcutDigit(forItemAt itemIndex: Int) -> Int? {
      shortcutDigitOfItem(itemIndex)
    }

    /// The icon of the item at `itemIndex` (into ``TabItems/all``) as the tab declared it (an SF
    /// Symbol in the theme's variant for `isSelected`, an asset image, or any view), at the
    /// size the view is given.
    ///
    /// ```swift
    /// configuration.icon(forItemAt: item.itemIndex, isSelected: item.isSelected)
    ///   .font(.system(size: configuration.layout.iconSize))
    /// ```
    @MainActor @ViewBuilder
    public func icon(forItemAt itemIndex: Int, isSelected: Bool) -> some View {
      let variant = isSelected ? theme.selectedSymbolVariant : theme.unselectedSymbolVariant
      if items.all.indices.contains(itemIndex) {
        let item = items.all[itemIndex]
        (icons[item.id] ?? TabBarIcon(normal: .system(item.symbol)))
          .image(isSelected: isSelected, variant: SymbolVariants(variant))
      }
    }

    /// The bar's surface in `shape` (the bar's outline, a circle, a capsule), as the built-in
    /// styles draw it: the theme's bar fill and shadow, the bar material, or iOS 26's glass, as
    /// ``surface`` asks and the device allows, opaque under Reduce Transparency.
    ///
    /// ```swift
    /// configuration.surfaceBackground(in: BarOutlineShape(outline: configuration.barRelativeOutline))
    /// ```
    @MainActor
    public func surfaceBackground(in shape: some Shape) -> some View {
      TabBarSurfaceFill(
        paint: surfacePaint, shape: shape, shadow: palette.barShadow, direction: layout.layoutDirection)
    }

    /// Where VoiceOver reads the item at `itemIndex` among the bar's buttons: the core's tab
    /// order, the first tab highest, so a prominent tab raised above the row is read in the
    /// middle, where it is counted ("Tab, 3 of 5"), not first for standing higher; 0 for the
    /// action and unknown items.
    func readingPriority(forItemAt itemIndex: Int) -> Double {
      guard let position = items.tabIndices.firstIndex(of: itemIndex) else { return 0 }
      return Double(items.tabIndices.count - position)
    }

    /// The accessibility description of the item at `itemIndex` (into ``TabItems/all``).
    ///
    /// ```swift
    /// if let spoken = configuration.accessibilityDescription(forItemAt: item.itemIndex) {
    ///   button.accessibilityLabel(spoken.label).accessibilityValue(spoken.value)
    /// }
    /// ```
    public func accessibilityDescription(forItemAt itemIndex: Int) -> TabItemAccessibility? {
      itemAccessibility.indices.contains(itemIndex) ? itemAccessibility[itemIndex] : nil
    }
  }
#endif
