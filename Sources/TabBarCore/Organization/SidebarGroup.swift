/// A group of the sidebar's rows: the tabs outside any section (no header), or one section's
/// tabs under its title.
package struct SidebarGroup: Sendable, Hashable, Identifiable {
  /// The id of the group's section; `nil` for the tabs outside sections.
  package var sectionID: String?
  /// The header; `nil` for the tabs outside sections.
  package var title: String?
  /// The rows, in the person's order.
  package var rows: [SidebarRow]

  /// A stable id for lists: the section's id, or `nil` for the tabs outside sections.
  package var id: String? { sectionID }

  /// Creates a group.
  /// - Parameters:
  ///   - sectionID: The section's id, or `nil` for the tabs outside sections.
  ///   - title: The header, or `nil`.
  ///   - rows: The rows.
  package init(sectionID: String?, title: String?, rows: [SidebarRow]) {
    self.sectionID = sectionID
    self.title = title
    self.rows = rows
  }
}
