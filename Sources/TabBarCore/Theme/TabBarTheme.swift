import Foundation

/// The colours and type of one bar style: a light and a dark ``TabBarPalette``, the symbol variant
/// and the label weights.
///
/// The SwiftUI views and the renderer both ask ``palette(for:adjustments:)`` for the colours to
/// draw, so Reduce Transparency and Increase Contrast look the same in both.
///
/// ```swift
/// let palette = TabBarDesign.curved.theme.palette(for: .dark, adjustments: [.increaseContrast])
/// palette.selectedItemColor
/// ```
public struct TabBarTheme: Sendable, Equatable {
  /// The colours of the light appearance.
  public var light: TabBarPalette
  /// The colours of the dark appearance.
  public var dark: TabBarPalette
  /// The symbol variant of the selected item (the guidelines ask for filled symbols).
  public var selectedSymbolVariant: SymbolVariant
  /// The symbol variant of the other items.
  public var unselectedSymbolVariant: SymbolVariant
  /// The label weight of the selected item.
  public var selectedLabelWeight: FontWeight
  /// The label weight of the other items.
  public var unselectedLabelWeight: FontWeight
  /// The weight of the items' symbols (SwiftUI's `.fontWeight` on the icon; the material design
  /// draws them semibold).
  public var iconWeight: FontWeight

  /// Creates a theme.
  public init(
    light: TabBarPalette, dark: TabBarPalette, selectedSymbolVariant: SymbolVariant = .fill,
    unselectedSymbolVariant: SymbolVariant = .plain, selectedLabelWeight: FontWeight = .regular,
    unselectedLabelWeight: FontWeight = .regular, iconWeight: FontWeight = .regular
  ) {
    self.light = light
    self.dark = dark
    self.selectedSymbolVariant = selectedSymbolVariant
    self.unselectedSymbolVariant = unselectedSymbolVariant
    self.selectedLabelWeight = selectedLabelWeight
    self.unselectedLabelWeight = unselectedLabelWeight
    self.iconWeight = iconWeight
  }

  /// How far Increase Contrast moves unselected items towards the ink colour (0…1).
  public static let increasedContrastUnselectedShift: CGFloat = 0.5
  /// How far Increase Contrast moves the selected item towards the ink colour (0…1).
  public static let increasedContrastSelectedShift: CGFloat = 0.25
  /// The opacity of the border Increase Contrast draws along the bar's outline.
  public static let increasedContrastBorderOpacity: CGFloat = 0.5
  /// The width of the border Increase Contrast draws when the palette has none.
  public static let increasedContrastBorderWidth: CGFloat = 1
  /// The least opacity of a disabled item under Increase Contrast.
  public static let increasedContrastDisabledOpacity: CGFloat = 0.5

  /// The colours to draw in `appearance` with the accessibility `adjustments` applied.
  ///
  /// - Reduce Transparency makes every fill opaque (``ThemeFill/opaque(over:)``): a material
  ///   becomes its opaque fallback, and a translucent indicator or action button is composited
  ///   over the bar's ``ThemeFill/averageColor``, so it keeps the lightness it seemed to have.
  /// - Increase Contrast picks the ink (black or white, whichever contrasts more with the bar's
  ///   ``ThemeFill/averageColor``), moves unselected items half way and the selected item a
  ///   quarter of the way to it, adds a border of the ink at half opacity (or makes an existing
  ///   one that opaque at least) and draws disabled items at no less than 50 %.
  ///
  /// The same inputs always give the same palette.
  public func palette(for appearance: ThemeAppearance, adjustments: ThemeAdjustments = [])
    -> TabBarPalette
  {
    var palette = appearance == .light ? light : dark
    if adjustments.contains(.reduceTransparency) {
      palette.barFill = palette.barFill.opaque()
      let bar = palette.barFill.averageColor
      palette.indicatorFill = palette.indicatorFill.opaque(over: bar)
      palette.actionButtonFill = palette.actionButtonFill.opaque(over: bar)
    }
    if adjustments.contains(.increaseContrast) {
      let background = palette.barFill.averageColor
      let ink: RGBAColor =
        background.contrastRatio(with: .black) >= background.contrastRatio(with: .white)
        ? .black : .white
      palette.unselectedItemColor = palette.unselectedItemColor.mixed(
        with: ink, fraction: Self.increasedContrastUnselectedShift)
      palette.selectedItemColor = palette.selectedItemColor.mixed(
        with: ink, fraction: Self.increasedContrastSelectedShift)
      let borderAlpha = max(
        palette.barBorder?.color.alpha ?? 0, Self.increasedContrastBorderOpacity)
      palette.barBorder = ThemeStroke(
        color: ink.withAlpha(borderAlpha),
        width: palette.barBorder?.width ?? Self.increasedContrastBorderWidth)
      palette.disabledOpacity = max(palette.disabledOpacity, Self.increasedContrastDisabledOpacity)
    }
    return palette
  }
}
