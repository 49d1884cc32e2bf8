import Foundation

/// An iPad's sidebar as the container turns: turning to portrait (the column moving over the
/// content, ``TabSidebarColumn/overlay``) puts a shown sidebar away for the moment, and the bar
/// shows, as the system's adaptable sidebar closes to its tab bar; turning back to landscape
/// brings it back. The person's choice of sidebar or bar, kept in the scene's storage, is never
/// written by a turn: only the person's own toggle or closing tap writes it.
///
/// ```swift
/// var rotation = TabSidebarRotation()
/// rotation.columnChanged(to: .overlay)             // turned to portrait
/// rotation.showsSidebar(prefersSidebar: true)      // false: the bar shows, the choice is kept
/// rotation.columnChanged(to: .beside)              // turned back
/// rotation.showsSidebar(prefersSidebar: true)      // true
/// ```
package struct TabSidebarRotation: Sendable, Hashable {
  /// Whether a turn to portrait has put the sidebar away.
  package private(set) var isPutAway = false

  /// Not put away.
  package init() {}

  /// The column changed with the container's shape: into the overlay the sidebar is put away,
  /// out of it it comes back.
  package mutating func columnChanged(to column: TabSidebarColumn) {
    isPutAway = column == .overlay
  }

  /// The person opened or closed the sidebar themselves: their choice shows from now on.
  package mutating func personChose() {
    isPutAway = false
  }

  /// Whether the sidebar shows, for the person's (or the app's default) preference.
  package func showsSidebar(prefersSidebar: Bool) -> Bool {
    prefersSidebar && !isPutAway
  }
}
