import Foundation

/// Where the sidebar picture's parts go, left to right (a right-to-left picture mirrors them).
///
/// The lengths follow iPadOS's sidebar list: 44 pt rows inset 12 pt with 10 pt rounded
/// highlights, a 320 pt column (never more than 40 % of the window), bold section headers. They
/// are the preview's; in SwiftUI the system's `List` lays the sidebar out.
enum SidebarGeometry {
  static let columnWidth: CGFloat = 320
  static let maximumColumnFraction: CGFloat = 0.4
  static let topInset: CGFloat = 44
  static let headerHeight: CGFloat = 40
  static let rowHeight: CGFloat = 44
  static let rowInset: CGFloat = 12
  static let rowCornerRadius: CGFloat = 10
  static let iconSize: CGFloat = 22
  static let iconLeading: CGFloat = 12
  static let titleGap: CGFloat = 12
  static let titleFontSize: CGFloat = 17
  static let headerFontSize: CGFloat = 20
  static let groupGap: CGFloat = 12
  static let toggleDiameter: CGFloat = 22
  static let handleWidth: CGFloat = 18
  static let editSlot: CGFloat = 34

  /// The sidebar column's width in a window `width` points wide.
  static func columnWidth(in width: CGFloat) -> CGFloat {
    max(0, min(columnWidth, width * maximumColumnFraction))
  }

  /// One row's frames, left to right.
  struct Row {
    var frame: CGRect
    var toggleCenter: CGPoint?
    var iconCenter: CGPoint
    var titleX: CGFloat
    var titleWidth: CGFloat
    var handleFrame: CGRect?
    var badgeCenter: CGPoint
  }

  /// The frames of a row whose top is `y` in a column `column` points wide.
  static func row(y: CGFloat, column: CGFloat, editing: Bool) -> Row {
    let frame = CGRect(x: rowInset, y: y, width: max(0, column - 2 * rowInset), height: rowHeight)
    let midY = frame.midY
    let lead = frame.minX + (editing ? editSlot : 0)
    let iconCenter = CGPoint(x: lead + iconLeading + iconSize / 2, y: midY)
    let titleX = iconCenter.x + iconSize / 2 + titleGap
    let trailingRoom = editing ? editSlot : iconLeading
    let handle = CGRect(
      x: frame.maxX - iconLeading - handleWidth, y: midY - 6, width: handleWidth, height: 12)
    return Row(
      frame: frame,
      toggleCenter: editing ? CGPoint(x: frame.minX + iconLeading + toggleDiameter / 2 - 4, y: midY) : nil,
      iconCenter: iconCenter, titleX: titleX,
      titleWidth: max(0, frame.maxX - trailingRoom - titleX - iconSize),
      handleFrame: editing ? handle : nil,
      badgeCenter: CGPoint(x: frame.maxX - trailingRoom - iconSize / 2, y: midY))
  }
}
