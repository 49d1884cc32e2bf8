import Foundation

/// Insets on the four edges of a container, in points, in leading/trailing terms.
///
/// The same shape as SwiftUI's `EdgeInsets`, kept here so the core has no SwiftUI.
public struct TabBarInsets: Sendable, Hashable, Codable {
  /// The inset at the top.
  public var top: CGFloat
  /// The inset on the leading side (left in left-to-right layouts).
  public var leading: CGFloat
  /// The inset at the bottom: on an iPhone with Face ID, 34 pt for the home indicator.
  public var bottom: CGFloat
  /// The inset on the trailing side.
  public var trailing: CGFloat

  /// Creates insets; all zero by default.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public static let zero = TabBarInsets()
}
