import Foundation

/// Where a badge's oval goes and how big its text is, for one badge text at one place.
///
/// The oval is as tall as three quarters of the icon (18 pt beside a 24 pt icon, as the system
/// tab bar's), at least as wide as it is tall, and wide enough for its text plus padding on both
/// sides; it is centred on ``ItemLayout/badgeCenter``. The text is the system font at 72 % of
/// the oval's height (13 pt in an 18 pt oval), measured by ``TextMeasurement``.
///
/// ```swift
/// let badge = BadgeLayout(text: "99+", center: item.badgeCenter, iconSize: layout.iconSize)
/// badge.frame         // the oval's bounds
/// badge.cornerRadius  // half its height: a capsule
/// ```
public struct BadgeLayout: Sendable, Equatable {
  /// The oval's height as a fraction of the icon's side.
  public static let heightPerIconSize: CGFloat = 0.75
  /// The text's point size as a fraction of the oval's height.
  public static let fontSizePerHeight: CGFloat = 0.72
  /// The padding on each side of the text as a fraction of the oval's height.
  public static let paddingPerHeight: CGFloat = 0.28

  /// The oval's bounds.
  public var frame: CGRect
  /// The corner radius that makes the oval a capsule: half its height.
  public var cornerRadius: CGFloat
  /// The text's point size.
  public var fontSize: CGFloat

  /// The badge for `text` centred on `center` beside icons of `iconSize`. Non-finite or negative
  /// inputs give an empty badge at the origin rather than NaN.
  public init(text: String, center: CGPoint, iconSize: CGFloat) {
    guard center.x.isFinite, center.y.isFinite, iconSize.isFinite, iconSize > 0 else {
      self.frame = .zero
      self.cornerRadius = 0
      self.fontSize = 0
      return
    }
    let height = iconSize * Self.heightPerIconSize
    let fontSize = height * Self.fontSizePerHeight
    let textWidth = TextMeasurement.width(of: text, fontSize: fontSize)
    let width = max(height, textWidth + 2 * height * Self.paddingPerHeight)
    self.frame = CGRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    self.cornerRadius = height / 2
    self.fontSize = fontSize
  }
}
