#if canImport(SwiftUI)
  /// The section a tab was declared in: what the core's ``TabItemGroup`` needs, with the title
  /// still unresolved.
  struct TabBarSectionMembership {
    /// The section's stable id: its customization id, else one made from its title.
    let id: String
    /// The header the sidebar shows.
    let title: TabBarTitle
    /// The symbol of the section's bar entry.
    let symbol: String
  }
#endif
