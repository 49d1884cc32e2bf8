import Foundation

/// The hairline before a search tab set apart as an edge bar's last column
/// (``SearchTabLayout/Shape/column``): where it stands and how it is drawn, the same in the views
/// and in the preview.
///
/// ```swift
/// if let divider = search.divider {
///   // a line from (divider.x, divider.minY) to (divider.x, divider.maxY),
///   // divider.width wide, in the unselected item colour at SearchTabDivider.opacity
/// }
/// ```
package struct SearchTabDivider: Sendable, Equatable {
  /// Its x, at the column's leading edge.
  package let x: CGFloat
  /// Where it starts, a quarter of the column's height below its top.
  package let minY: CGFloat
  /// Where it ends, a quarter of the column's height above its bottom.
  package let maxY: CGFloat

  /// Its width, in points.
  package static let width: CGFloat = 1
  /// How far it stops short of the column's top and bottom, as a share of the column's height:
  /// it spans the middle half.
  package static let insetFraction: CGFloat = 0.25
  /// Its opacity over the unselected items' colour.
  package static let opacity: Double = 0.35

  /// The divider at `x` before a column of `frame`.
  init(x: CGFloat, column frame: CGRect) {
    let inset = frame.height * Self.insetFraction
    self.x = x
    self.minY = frame.minY + inset
    self.maxY = frame.maxY - inset
  }

  /// How tall it is: 0 for a column whose height is not a positive number.
  package var height: CGFloat {
    let height = maxY - minY
    return height.isFinite && height > 0 ? height : 0
  }

  /// The middle of its height.
  package var midY: CGFloat { (minY + maxY) / 2 }
}

extension SearchTabLayout {
  /// The divider before a ``Shape/column``; `nil` for a circle.
  package var divider: SearchTabDivider? {
    dividerX.map { SearchTabDivider(x: $0, column: frame) }
  }
}
