/// Light or dark: which of a theme's two palettes is drawn (SwiftUI's `ColorScheme`).
public enum ThemeAppearance: String, Sendable, Hashable, CaseIterable, Codable {
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}
