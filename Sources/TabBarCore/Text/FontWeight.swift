/// The weight of a label's text (SwiftUI's `Font.Weight`, the CSS `font-weight`).
public enum FontWeight: String, Sendable, Hashable, CaseIterable, Codable {
  /// Regular (400).
  case regular
  /// Medium (500).
  case medium
  /// Semibold (600).
  case semibold
  /// Bold (700).
  case bold

  /// How much wider text of this weight runs than regular text, in the approximation of
  /// `TextMeasurement` (the system font widens about 2 % per step of 100).
  public var widthFactor: Double {
    switch self {
    case .regular: 1
    case .medium: 1.02
    case .semibold: 1.04
    case .bold: 1.06
    }
  }
}
