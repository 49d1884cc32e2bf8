import Foundation

/// Everything one picture of a bar needs: the core's layout, the items it was made from, and the
/// theme with the appearance and accessibility settings to paint it in.
///
/// ```swift
/// let layout = TabBarLayoutEngine.layout(request)
/// let scene = TabBarScene(layout: layout, items: request.items, theme: .curved, appearance: .dark)
/// let svg = TabBarSVGRenderer.document(for: scene).xml
/// ```
public struct TabBarScene: Sendable, Equatable {
  /// Where everything goes, from ``TabBarLayoutEngine``.
  public var layout: TabBarLayout
  /// The items the layout was made from (titles, symbols, badges, enabled state).
  public var items: TabItems
  /// The colours and type.
  public var theme: TabBarTheme
  /// Light or dark.
  public var appearance: ThemeAppearance
  /// Reduce Transparency and Increase Contrast.
  public var adjustments: ThemeAdjustments

  /// Creates a scene.
  public init(
    layout: TabBarLayout, items: TabItems, theme: TabBarTheme, appearance: ThemeAppearance = .light,
    adjustments: ThemeAdjustments = []
  ) {
    self.layout = layout
    self.items = items
    self.theme = theme
    self.appearance = appearance
    self.adjustments = adjustments
  }

  /// The colours to paint with: the theme's palette for the appearance and adjustments.
  public var palette: TabBarPalette { theme.palette(for: appearance, adjustments: adjustments) }
}
