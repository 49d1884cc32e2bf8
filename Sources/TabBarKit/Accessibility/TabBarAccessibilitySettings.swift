#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// The accessibility settings a bar is drawn with, read from the environment in one place
  /// and handed to styles through ``TabBarStyleConfiguration``.
  ///
  /// ```swift
  /// configuration.accessibility.reduceMotion      // no travel: selection changes without motion
  /// configuration.accessibility.differentiateWithoutColor
  /// ```
  public struct TabBarAccessibilitySettings: Hashable, Sendable {
    /// Reduce Motion: selection changes without travel.
    ///
    /// ```swift
    /// withAnimation(configuration.accessibility.reduceMotion ? nil : .default) { … }
    /// ```
    public var reduceMotion: Bool
    /// Reduce Transparency: the theme's fills are opaque.
    ///
    /// ```swift
    /// let opaque = configuration.accessibility.reduceTransparency
    /// ```
    public var reduceTransparency: Bool
    /// Increase Contrast: the theme's colours move towards black or white, with a border.
    ///
    /// ```swift
    /// let border = configuration.accessibility.increaseContrast ? 1.0 : 0.5
    /// ```
    public var increaseContrast: Bool
    /// Differentiate Without Colour: the selection is shown by shape as well as colour.
    ///
    /// ```swift
    /// Text(title).underline(isSelected && configuration.accessibility.differentiateWithoutColor)
    /// ```
    public var differentiateWithoutColor: Bool
    /// Button Shapes: items show their button's outline.
    ///
    /// ```swift
    /// if configuration.accessibility.showsButtonShapes { Capsule().strokeBorder() }
    /// ```
    public var showsButtonShapes: Bool

    /// Creates settings; all off by default.
    ///
    /// ```swift
    /// TabBarAccessibilitySettings(reduceMotion: true)
    /// ```
    public init(
      reduceMotion: Bool = false, reduceTransparency: Bool = false, increaseContrast: Bool = false,
      differentiateWithoutColor: Bool = false, showsButtonShapes: Bool = false
    ) {
      self.reduceMotion = reduceMotion
      self.reduceTransparency = reduceTransparency
      self.increaseContrast = increaseContrast
      self.differentiateWithoutColor = differentiateWithoutColor
      self.showsButtonShapes = showsButtonShapes
    }

    /// The adjustments the core's theme applies for these settings.
    ///
    /// ```swift
    /// theme.palette(for: .light, adjustments: settings.themeAdjustments)
    /// ```
    public var themeAdjustments: ThemeAdjustments {
      var adjustments: ThemeAdjustments = []
      if reduceTransparency { adjustments.insert(.reduceTransparency) }
      if increaseContrast { adjustments.insert(.increaseContrast) }
      return adjustments
    }
  }
#endif
