/// A named group of tabs, as SwiftUI's `TabSection`: the sidebar lists its tabs under its title,
/// and the bar shows them one by one or as one entry (``barPlacement``).
///
/// ```swift
/// let library = TabItemGroup(
///   id: "library", title: "Library", symbol: "books.vertical",
///   tabIDs: ["recent", "albums", "artists"], barPlacement: .sectionEntry)
/// ```
package struct TabItemGroup: Sendable, Hashable, Identifiable, Codable {
  /// A stable identifier, unique among sections and tabs (the section's bar entry takes it).
  package var id: String
  /// The header the sidebar shows, and the title of the section's bar entry.
  package var title: String
  /// The symbol of the section's bar entry.
  package var symbol: String
  /// The ids of the section's tabs, in declared order.
  package var tabIDs: [String]
  /// How the section's tabs appear in a bar.
  package var barPlacement: TabSectionBarPlacement

  /// Creates a section.
  /// - Parameters:
  ///   - id: A stable identifier, unique among sections and tabs.
  ///   - title: The sidebar's header and the bar entry's title.
  ///   - symbol: The bar entry's symbol; "folder" by default.
  ///   - tabIDs: The ids of its tabs, in order.
  ///   - barPlacement: ``TabSectionBarPlacement/tabs`` (each tab in the bar) by default.
  package init(
    id: String, title: String, symbol: String = "folder", tabIDs: [String],
    barPlacement: TabSectionBarPlacement = .tabs
  ) {
    self.id = id
    self.title = title
    self.symbol = symbol
    self.tabIDs = tabIDs
    self.barPlacement = barPlacement
  }
}
