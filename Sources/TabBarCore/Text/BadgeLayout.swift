import Foundation

/// Where a badge's oval goes and how big its text is, for one badge text at one place.
///
/// The oval is as tall as three quarters of the icon (18 pt beside a 24 pt icon, as the system
/// tab bar's), at least as wide as it is tall, and wide enough for its text plus padding on both
/// sides (so one digit sits in a circle, as on the system tab bar), up to ``maximumWidthPerIconSize`` icons wide: longer text is cut with "…" (``text``)
/// so that a badge never covers its neighbours. It is centred on ``ItemLayout/badgeCenter``. The
/// text is the system font at 72 % of the oval's height (13 pt in an 18 pt oval), measured by
/// ``TextMeasurement``.
///
/// ```swift
/// let badge = BadgeLayout(text: "99+", center: item.badgeCenter, iconSize: layout.iconSize)
/// badge.frame         // the oval's bounds
/// badge.cornerRadius  // half its height: a capsule
/// badge.text          // what to draw: "99+", or a long text cut with "…"
/// ```
package struct BadgeLayout: Sendable, Equatable {
  /// The oval's height as a fraction of the icon's side.
  static let heightPerIconSize: CGFloat = 0.75
  /// The text's point size as a fraction of the oval's height.
  static let fontSizePerHeight: CGFloat = 0.72
  /// The padding on each side of the text as a fraction of the oval's height.
  package static let paddingPerHeight: CGFloat = 0.25
  /// The widest an oval grows, as a multiple of the icon's side.
  static let maximumWidthPerIconSize: CGFloat = 3

  /// The oval's bounds.
  package var frame: CGRect
  /// The corner radius that makes the oval a capsule: half its height.
  package var cornerRadius: CGFloat
  /// The text's point size.
  package var fontSize: CGFloat
  /// The text to draw: the badge's text, cut with "…" where it would make the oval wider than
  /// ``maximumWidthPerIconSize`` icons.
  package var text: String

  /// The badge for `text` centred on `center` beside icons of `iconSize`. Non-finite or negative
  /// inputs give an empty badge at the origin rather than NaN.
  package init(text: String, center: CGPoint, iconSize: CGFloat) {
    guard center.x.isFinite, center.y.isFinite, iconSize.isFinite, iconSize > 0 else {
      self.frame = .zero
      self.cornerRadius = 0
      self.fontSize = 0
      self.text = ""
      return
    }
    let height = iconSize * Self.heightPerIconSize
    let fontSize = height * Self.fontSizePerHeight
    let padding = height * Self.paddingPerHeight
    let widest = max(height, iconSize * Self.maximumWidthPerIconSize)
    let shown = TextMeasurement.truncated(text, toWidth: widest - 2 * padding, fontSize: fontSize)
    let textWidth = TextMeasurement.width(of: shown, fontSize: fontSize)
    let width = min(widest, max(height, textWidth + 2 * padding))
    self.frame = CGRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    self.cornerRadius = height / 2
    self.fontSize = fontSize
    self.text = shown
  }
}
