#if canImport(SwiftUI)
  import Foundation
  import TabBarCore

  /// How declared tabs' sections, customization behaviours and default visibilities become the
  /// core's ``DeclaredTabs`` (the core's
  /// ``DeclaredTabs/grouping(_:sectionOfTab:unhideableIDs:editAllowances:hiddenByDefault:hiddenIDs:)`` rule).
  enum TabSectionGrouping {
    /// The declaration of `items`, made from `tabs` (whose item ids are `ids`), with section
    /// titles resolved in `locale`.
    static func declared<Value: Hashable>(
      items: TabItems, tabs: [TabBarTab<Value>], ids: [String], locale: Locale
    ) -> DeclaredTabs {
      var sectionOfTab: [String: TabItemGroup] = [:]
      var allowances: [TabVisibilityPlacement: [String: TabEditAllowance]] = [:]
      var hiddenByDefault: [TabVisibilityPlacement: Set<String>] = [:]
      var hidden = Set<String>()
      for (tab, id) in zip(tabs, ids) {
        if let membership = tab.section {
          sectionOfTab[id] = TabItemGroup(
            id: membership.id, title: membership.title.resolved(in: locale), symbol: membership.symbol,
            tabIDs: [])
        }
        for (placement, behavior) in tab.customizationBehaviors {
          allowances[placement, default: [:]][id] = behavior.allowance
        }
        for placement in tab.hiddenByDefault { hiddenByDefault[placement, default: []].insert(id) }
        if tab.isHidden { hidden.insert(id) }
      }
      return DeclaredTabs.grouping(
        items, sectionOfTab: sectionOfTab, editAllowances: allowances, hiddenByDefault: hiddenByDefault,
        hiddenIDs: hidden)
    }
  }
#endif
