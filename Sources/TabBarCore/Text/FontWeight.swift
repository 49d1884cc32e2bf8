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

  /// The weight on the 100…900 scale of CSS and OpenType.
  public var numericValue: Int {
    switch self {
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    }
  }

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
