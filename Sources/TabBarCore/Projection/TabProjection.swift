/// One projection of a tab: for each place a tab is shown (``TabPlace``), what each thing it
/// declares (``TabAttribute``) becomes there. Every view that shows a tab reads its decision
/// from here (TabBarKit's `TabShown` adapter), the Platforms article's table is written from
/// it (`tabbar-preview projection-table`, `scripts/projection-table`), and a switch with no
/// `default` in each attribute's decision makes an attribute or a place added without a
/// decision for every place a build error.
///
/// ```swift
/// TabProjection.treatment(of: .hidden, at: .systemTab)      // .applied: Tab(…).hidden(_:)
/// TabProjection.treatment(of: .hidden, at: .systemTabItem)  // .appliedDifferently: the page leaves
/// ```
package enum TabProjection {
  /// What `place` does with `attribute`.
  package static func treatment(of attribute: TabAttribute, at place: TabPlace) -> TabTreatment {
    switch attribute {
    case .hidden: hidden(at: place)
    case .disabled: disabled(at: place)
    case .placement: placement(at: place)
    case .defaultVisibility: defaultVisibility(at: place)
    case .identifier: identifier(at: place)
    case .accessibilityLabels: accessibilityLabels(at: place)
    case .contextMenu: contextMenu(at: place)
    case .popover: popover(at: place)
    case .drop: drop(at: place)
    case .springLoading: springLoading(at: place)
    case .badge: badge(at: place)
    case .role: role(at: place)
    }
  }
}
