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

  /// These insets made usable in a container `width` × `height` points (both already sane):
  /// NaN, infinite or negative insets count as 0, each is cut to
  /// ``TabBarLayoutEngine/maximumLength``, the top and bottom to the height, and the leading and
  /// trailing shrink by one factor to fit the width together. The layout applies it first.
  func sanitized(width: CGFloat, height: CGFloat) -> TabBarInsets {
    let most = TabBarLayoutEngine.maximumLength
    var leading = leading.finiteLength(atMost: most)
    var trailing = trailing.finiteLength(atMost: most)
    if leading + trailing > width, leading + trailing > 0 {
      let shrink = width / (leading + trailing)
      leading *= shrink
      trailing *= shrink
    }
    return TabBarInsets(
      top: min(top.finiteLength(atMost: most), height), leading: leading,
      bottom: min(bottom.finiteLength(atMost: most), height), trailing: trailing)
  }
}
