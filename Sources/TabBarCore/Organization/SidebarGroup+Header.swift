extension SidebarGroup {
  /// The text the sidebar shows over the group: the section's title, or nothing when the title
  /// is blank (a section declared with a header view, whose view is the header) and for the tabs
  /// outside sections.
  ///
  /// ```swift
  /// SidebarGroup(sectionID: "library", title: "Library", rows: []).shownTitle  // "Library"
  /// SidebarGroup(sectionID: "pinned", title: " ", rows: []).shownTitle  // nil
  /// ```
  package var shownTitle: String? {
    guard let title, title.contains(where: { !$0.isWhitespace }) else { return nil }
    return title
  }
}
