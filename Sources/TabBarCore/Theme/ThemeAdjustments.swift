/// The accessibility settings that change a theme's colours.
///
/// ```swift
/// theme.palette(for: .dark, adjustments: [.reduceTransparency, .increaseContrast])
/// ```
public struct ThemeAdjustments: OptionSet, Sendable, Hashable {
  /// The bits of the set.
  public let rawValue: Int

  /// Creates a set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Reduce Transparency: materials and translucent colours become opaque.
  public static let reduceTransparency = ThemeAdjustments(rawValue: 1 << 0)
  /// Increase Contrast: unselected and disabled items darken (lighten in dark mode) and the bar
  /// gains a border.
  public static let increaseContrast = ThemeAdjustments(rawValue: 1 << 1)
}
