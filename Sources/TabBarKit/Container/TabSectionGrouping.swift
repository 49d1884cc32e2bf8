#if canImport(SwiftUI)
  import Foundation
  import TabBarCore

  /// How declared tabs' sections and customization behaviours become the core's
  /// ``DeclaredTabs``: one ``TabSection`` per section id, in the order sections first appear,
  /// holding its tabs in declared order.
  enum TabSectionGrouping {
    /// The declaration of `items`, made from `tabs` (whose item ids are `ids`). Sections whose
    /// id clashes with a tab's are dropped rather than failing the whole declaration.
    static func declared<Value: Hashable>(
      items: TabItems, tabs: [TabBarTab<Value>], ids: [String], locale: Locale
    ) -> DeclaredTabs {
      var sections: [TabSection] = []
      var positionOfSection: [String: Int] = [:]
      for (tab, id) in zip(tabs, ids) {
        guard let membership = tab.section else { continue }
        if let position = positionOfSection[membership.id] {
          sections[position].tabIDs.append(id)
        } else {
          positionOfSection[membership.id] = sections.count
          sections.append(
            TabSection(
              id: membership.id, title: membership.title.resolved(in: locale), symbol: membership.symbol,
              tabIDs: [id]))
        }
      }
      let taken = Set(ids)
      let unhideable = Set(zip(tabs, ids).filter { !$0.0.customizationBehavior.allowsHiding }.map(\.1))
      let kept = sections.filter { !taken.contains($0.id) }
      // Section ids are unique and distinct from the items' ids here, so this cannot throw; the
      // fallback keeps the tabs without sections.
      return (try? DeclaredTabs(items: items, sections: kept, unhideableIDs: unhideable))
        ?? DeclaredTabs.unsectioned(items)
    }
  }
#endif
