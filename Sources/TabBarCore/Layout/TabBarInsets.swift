import Foundation

/// Insets on the four edges of a container, in points, in leading/trailing terms.
///
/// The same shape as SwiftUI's `EdgeInsets`, kept here so the core has no SwiftUI.
package struct TabBarInsets: Sendable, Hashable, Codable {
  /// The inset at the top.
  package var top: CGFloat
  /// The inset on the leading side (left in left-to-right layouts).
  package var leading: CGFloat
  /// The inset at the bottom: on an iPhone with Face ID, 34 pt for the home indicator.
  package var bottom: CGFloat
  /// The inset on the trailing side.
  package var trailing: CGFloat

  /// Creates insets; all zero by default.
  package init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  package static let zero = TabBarInsets()
}
