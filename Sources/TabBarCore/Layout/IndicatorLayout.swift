import Foundation

/// Where the selection indicator (line, dot or pill) goes: a rounded rectangle.
///
/// It is one value for the whole bar, so a view can move a single shape between items (one
/// shared namespace in SwiftUI) rather than fade one out and another in.
public struct IndicatorLayout: Sendable, Equatable {
  /// The indicator's frame.
  public var frame: CGRect
  /// The radius of its corners (half its height for a dot or a pill).
  public var cornerRadius: CGFloat

  /// Creates an indicator's layout.
  package init(frame: CGRect, cornerRadius: CGFloat) {
    self.frame = frame
    self.cornerRadius = cornerRadius
  }
}
