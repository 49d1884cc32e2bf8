import Foundation

extension MaterialFill {
  /// The bar material of the material design in `appearance`: what ``TabBarSurface/material``
  /// and ``TabBarSurface/glass`` fall back to for a design that fills with no material.
  ///
  /// ```swift
  /// MaterialFill.bar(for: .dark).opaqueFallback   // the elevated dark system background
  /// ```
  package static func bar(for appearance: ThemeAppearance) -> MaterialFill {
    switch appearance {
    case .light:
      return MaterialFill(
        tint: RGBAColor(white: 0.98, alpha: 0.72), blurRadius: 20,
        opaqueFallback: RGBAColor(red255: 248, green255: 248, blue255: 248))
    case .dark:
      return MaterialFill(
        tint: RGBAColor(white: 0.12, alpha: 0.72), blurRadius: 20,
        opaqueFallback: .systemBackgroundDarkElevated)
    }
  }
}
