import Foundation

/// Every colour of a bar in one appearance: what both the SwiftUI views and the renderer paint.
///
/// A ``TabBarTheme`` holds one palette for light and one for dark, and
/// ``TabBarTheme/palette(for:adjustments:)`` applies the accessibility settings to them.
public struct TabBarPalette: Sendable, Equatable {
  /// The bar's background.
  public var barFill: ThemeFill
  /// The bar's shadow, if any.
  public var barShadow: ThemeShadow?
  /// A line along the bar's outline, if any.
  public var barBorder: ThemeStroke?
  /// The icon and label colour of the selected item.
  public var selectedItemColor: RGBAColor
  /// The icon and label colour of the other items.
  public var unselectedItemColor: RGBAColor
  /// The fill of the selection indicator (dot, line or pill).
  public var indicatorFill: ThemeFill
  /// The action button's background.
  public var actionButtonFill: ThemeFill
  /// The colour of the action button's glyph.
  public var actionButtonGlyphColor: RGBAColor
  /// The action button's shadow, if any.
  public var actionButtonShadow: ThemeShadow?
  /// A badge's oval.
  public var badgeFill: RGBAColor
  /// A badge's text.
  public var badgeTextColor: RGBAColor
  /// The opacity a disabled item is drawn with, 0…1.
  public var disabledOpacity: CGFloat
  /// Whether the selected item takes the app's tint (SwiftUI's `.tint(_:)`, else its accent
  /// colour) in place of ``selectedItemColor``, as the system's tab bar colours its selection.
  /// The previews draw ``selectedItemColor``: the default tint.
  ///
  /// ```swift
  /// TabBarDesign.curved.theme.light.selectionFollowsTint  // true: the design's blue is the system tint
  /// ```
  public var selectionFollowsTint: Bool

  /// Creates a palette. Badges are the system red with white text, and disabled items are drawn
  /// at 35 % unless told otherwise.
  public init(
    barFill: ThemeFill, barShadow: ThemeShadow? = nil, barBorder: ThemeStroke? = nil,
    selectedItemColor: RGBAColor, unselectedItemColor: RGBAColor, indicatorFill: ThemeFill,
    actionButtonFill: ThemeFill, actionButtonGlyphColor: RGBAColor = .white,
    actionButtonShadow: ThemeShadow? = nil, badgeFill: RGBAColor = .systemRed,
    badgeTextColor: RGBAColor = .white, disabledOpacity: CGFloat = 0.35, selectionFollowsTint: Bool = false
  ) {
    self.selectionFollowsTint = selectionFollowsTint
    self.barFill = barFill
    self.barShadow = barShadow
    self.barBorder = barBorder
    self.selectedItemColor = selectedItemColor
    self.unselectedItemColor = unselectedItemColor
    self.indicatorFill = indicatorFill
    self.actionButtonFill = actionButtonFill
    self.actionButtonGlyphColor = actionButtonGlyphColor
    self.actionButtonShadow = actionButtonShadow
    self.badgeFill = badgeFill
    self.badgeTextColor = badgeTextColor
    self.disabledOpacity = disabledOpacity.clamped(to: 0...1, nanAs: 0.35)
  }
}
