#if canImport(SwiftUI)
  import SwiftUI

  /// The section a tab was declared in: what the core's ``TabItemGroup`` needs, with the title
  /// still unresolved, and what the sidebar draws for the section beyond it.
  struct TabBarSectionMembership {
    /// The section's stable id: its customization id, else one made from its title (or, for an
    /// untitled section, from its first tab).
    let id: String
    /// The header the sidebar shows; blank for a section declared with a header view.
    let title: TabBarTitle
    /// The symbol of the section's bar entry.
    let symbol: String
    /// The header view of a section declared with one (``TabBarSection/init(content:header:)``).
    var header: AnyView?
    /// The views the sidebar lists after the section's tabs (``TabBarSection/sectionActions(content:)``).
    var actions: AnyView?
    /// What VoiceOver and UI tests read on the section's sidebar header.
    var headerAccessibility: [TabBarSectionHeaderAccessibility] = []
  }
#endif
