/// How a section's tabs appear in a bar (in the sidebar every section lists its tabs under its
/// header).
package enum TabSectionBarPlacement: String, Sendable, Hashable, CaseIterable, Codable {
  /// Each of the section's tabs is an item of the bar, as Apple's bar shows a `TabSection`'s
  /// tabs by default.
  case tabs
  /// The bar shows one entry for the whole section, titled as the section; choosing it lists
  /// the section's tabs. Like Apple's `.defaultVisibility(.hidden, for: .tabBar)` on the tabs,
  /// with the section still reachable from the bar.
  case sectionEntry
}
