/// A badge on a tab: a red oval with a short text, for information that needs attention.
///
/// A count of zero (or less) shows no badge, as on the system tab bar; counts above
/// ``maximumDisplayedCount`` show as "99+".
///
/// ```swift
/// TabBadge.count(3).displayText   // "3"
/// TabBadge.count(250).displayText // "99+"
/// TabBadge.count(0).displayText   // nil: no badge
/// TabBadge.text("!").displayText  // "!"
/// TabBadge.text("  ").displayText // nil: white space alone shows nothing
/// TabBadge.dot.displayText        // "": an oval with no text
/// ```
public enum TabBadge: Sendable, Hashable, Codable {
  /// A number of new things.
  case count(Int)
  /// A short text, such as "!" or "New".
  case text(String)
  /// An oval with no text: something needs attention, but there is no number to show. The More
  /// item shows it when the tabs behind it carry text badges (`TabBarDisplay/moreBadge`).
  case dot

  /// The largest count shown as a number; larger counts show as "99+".
  public static let maximumDisplayedCount = 99

  /// The text the badge shows, or `nil` when the badge shows nothing (a count of 0 or less, or
  /// a text that is empty or only white space), so a count or text badge is drawn exactly when
  /// VoiceOver has something to read. A ``dot`` shows an empty text.
  public var displayText: String? {
    switch self {
    case .count(let count):
      guard count > 0 else { return nil }
      return count > Self.maximumDisplayedCount ? "\(Self.maximumDisplayedCount)+" : String(count)
    case .text(let text):
      // A badge that would read as nothing (empty, or only white space) is not drawn either.
      return text.unicodeScalars.allSatisfy(\.properties.isWhitespace) ? nil : text
    case .dot:
      return ""
    }
  }

  /// Whether the badge draws anything.
  public var isVisible: Bool { displayText != nil }
}
