import Foundation

extension RGBAColor {
  /// Opaque black.
  public static let black = RGBAColor(white: 0)
  /// Opaque white.
  public static let white = RGBAColor(white: 1)
  /// Fully transparent black.
  public static let clear = RGBAColor(white: 0, alpha: 0)

  /// The system red of the light appearance (255, 59, 48): badges.
  public static let systemRed = RGBAColor(red255: 255, green255: 59, blue255: 48)
  /// The system red of the dark appearance (255, 69, 58).
  public static let systemRedDark = RGBAColor(red255: 255, green255: 69, blue255: 58)
  /// The system blue of the light appearance (0, 122, 255).
  public static let systemBlue = RGBAColor(red255: 0, green255: 122, blue255: 255)
  /// The system blue of the dark appearance (10, 132, 255).
  public static let systemBlueDark = RGBAColor(red255: 10, green255: 132, blue255: 255)
  /// The system purple of the light appearance (175, 82, 222).
  public static let systemPurple = RGBAColor(red255: 175, green255: 82, blue255: 222)
  /// The system gray (142, 142, 147), the same in both appearances.
  public static let systemGray = RGBAColor(red255: 142, green255: 142, blue255: 147)
  /// The dark appearance's elevated background (28, 28, 30), used for bars.
  public static let systemBackgroundDarkElevated = RGBAColor(red255: 28, green255: 28, blue255: 30)
}
