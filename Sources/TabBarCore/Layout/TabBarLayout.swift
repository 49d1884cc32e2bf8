import Foundation

/// Where everything of a bar goes, in the container's coordinates (origin top-left, y down):
/// what the core's engine computes and what views and the preview draw. A custom style reads it
/// from TabBarKit's `TabBarStyleConfiguration.layout`.
///
/// ```swift
/// let layout = configuration.layout
/// layout.barFrame            // the bar's filled area
/// layout.outline.frame       // its shape's frame (the outline, notch included)
/// layout.items[0].iconFrame  // where the first tab's icon goes
/// layout.items[0].hitFrame   // where a tap chooses it
/// ```
public struct TabBarLayout: Sendable, Equatable {
  /// The container's size, after making it sane.
  public var containerSize: CGSize
  /// The reading direction the layout was made for.
  public var layoutDirection: TabBarLayoutDirection
  /// The bounds of the bar's filled shape. A bar along the bottom edge runs down to the
  /// container's bottom, under the home indicator.
  public var barFrame: CGRect
  /// The row the items sit in.
  public var contentBand: CGRect
  /// How much room content must keep at the bottom above the safe area: the height to give
  /// `safeAreaInset(edge: .bottom)`.
  public var contentInset: CGFloat
  /// The bar's shape.
  public var outline: BarOutline
  /// One entry per tab (the action left out), in declaration order.
  public var items: [ItemLayout]
  /// The floating action button, if there is an action item.
  public var actionButton: ActionButtonLayout?
  /// The selection indicator, if the style has one and a tab is selected.
  public var indicator: IndicatorLayout?
  /// The selected tab's index in ``TabItems/all``, after normalisation; `nil` with no tabs, or
  /// when the request shows no selection (`TabBarLayoutRequest/showsSelection`).
  public var selectedIndex: Int?
  /// The icons' side after Dynamic Type scaling.
  public var iconSize: CGFloat
  /// The labels' point size after Dynamic Type scaling.
  public var labelFontSize: CGFloat
  /// Whether the text size is past the bar's cap, so items should offer the Large Content
  /// Viewer (the bar stops growing there).
  public var usesLargeContentViewer: Bool
  /// Whether every item's hit area is at least the minimum hit size; `false` when the width
  /// forced equal shares below it.
  public var meetsMinimumHitSize: Bool
  /// The smallest side of a hit area the metrics ask for (``TabBarMetrics/standardMinimumHitSize`` by default).
  public var minimumHitSize: CGFloat
  /// Answers kept for the next layout into the same storage; never part of equality.
  package var memo = RestingDepthMemo()

  /// Creates a layout. Layouts normally come from the core's engine, through TabBarKit (a
  /// style's `TabBarStyleConfiguration.layout`).
  public init(
    containerSize: CGSize, layoutDirection: TabBarLayoutDirection, barFrame: CGRect, contentBand: CGRect,
    contentInset: CGFloat, outline: BarOutline, items: [ItemLayout], actionButton: ActionButtonLayout?,
    indicator: IndicatorLayout?, selectedIndex: Int?, iconSize: CGFloat, labelFontSize: CGFloat,
    usesLargeContentViewer: Bool, meetsMinimumHitSize: Bool,
    minimumHitSize: CGFloat = TabBarMetrics.standardMinimumHitSize
  ) {
    self.containerSize = containerSize
    self.layoutDirection = layoutDirection
    self.barFrame = barFrame
    self.contentBand = contentBand
    self.contentInset = contentInset
    self.outline = outline
    self.items = items
    self.actionButton = actionButton
    self.indicator = indicator
    self.selectedIndex = selectedIndex
    self.iconSize = iconSize
    self.labelFontSize = labelFontSize
    self.usesLargeContentViewer = usesLargeContentViewer
    self.meetsMinimumHitSize = meetsMinimumHitSize
    self.minimumHitSize = minimumHitSize
  }

  /// Half of ``minimumHitSize``: the least radius of a round hit area.
  public var minimumHitRadius: CGFloat { minimumHitSize / 2 }

  /// The layout of the item at `itemIndex` in ``TabItems/all``, if it is a tab.
  public func item(at itemIndex: Int) -> ItemLayout? {
    items.first { $0.itemIndex == itemIndex }
  }
}
