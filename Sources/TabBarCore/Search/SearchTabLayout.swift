import Foundation

/// Where the search tab goes, beside or at the end of a bar: what ``SearchTabPlacement`` computes
/// and what views and the preview draw.
///
/// In a floating bar the search tab is its own circle, a gap past the capsule's trailing end, as
/// Apple's bar sets search apart on iOS 26. In an edge bar it is the bar's last column, after a
/// divider, whatever order the other tabs take.
package struct SearchTabLayout: Sendable, Equatable {
  /// How the search tab is set apart.
  package enum Shape: String, Sendable, Hashable, CaseIterable {
    /// Its own circle beside a floating bar.
    case circle
    /// The bar's last column, after a divider.
    case column
  }

  /// The search tab's id.
  package var id: String
  /// How it is set apart.
  package var shape: Shape
  /// The circle's bounds, or the column's hit frame.
  package var frame: CGRect
  /// The icon's frame, centred in ``frame``.
  package var iconFrame: CGRect
  /// Whether the search tab is the selection.
  package var isSelected: Bool
  /// Where the divider before a ``Shape/column`` stands (its x, at the column's leading edge);
  /// `nil` for a circle.
  package var dividerX: CGFloat?

  /// Creates a search tab's layout. Layouts normally come from ``SearchTabPlacement``.
  package init(
    id: String, shape: Shape, frame: CGRect, iconFrame: CGRect, isSelected: Bool,
    dividerX: CGFloat?
  ) {
    self.id = id
    self.shape = shape
    self.frame = frame
    self.iconFrame = iconFrame
    self.isSelected = isSelected
    self.dividerX = dividerX
  }

  /// Whether a tap at `point` chooses the search tab: inside the circle (a radius of at least
  /// `minimumHitSize / 2` about its centre), or inside the column.
  /// - Parameters:
  ///   - point: The tap, in the container's coordinates.
  ///   - minimumHitSize: The least side of a hit area; 44 pt by default.
  package func contains(_ point: CGPoint, minimumHitSize: CGFloat = 44) -> Bool {
    switch shape {
    case .column:
      return frame.contains(point)
    case .circle:
      let radius = max(frame.width / 2, minimumHitSize / 2)
      let dx = point.x - frame.midX
      let dy = point.y - frame.midY
      return dx * dx + dy * dy <= radius * radius
    }
  }
}
