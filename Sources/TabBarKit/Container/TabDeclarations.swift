#if canImport(SwiftUI)
  import Foundation
  import TabBarCore

  /// A container's declarations as the core sees them, made once per body at the edge between
  /// the app's values and the core's ids: the tabs (a repeated value keeps its first
  /// declaration), the action, and the checked ``TabItems``.
  struct TabDeclarations<Value: Hashable> {
    /// The tabs, one per value, in declaration order.
    let tabs: [TabBarTab<Value>]
    /// Which making of the app's declarations these are.
    let version: TabDeclarationsVersion
    /// The action button, if any.
    let action: TabBarActionButton?
    /// The items: one per tab, in ``tabs``' order, then the action.
    let items: TabItems
    /// The items with their sections and the tabs a person may not hide.
    let declared: DeclaredTabs
    /// Each tab's item id, in ``tabs``' order.
    let ids: [String]
    /// Each tab's icon, by item id.
    let icons: [String: TabBarIcon]
    /// The id of each value's tab.
    private let idOfValue: [Value: String]
    /// The position in ``tabs`` of each id.
    private let positionOfID: [String: Int]

    /// Checks `declared` tabs and `action`, with titles resolved in `locale`; each tab's item id
    /// is the one `memo` keeps for its value (its customization id, else its description, when
    /// no other tab shares it), and `memo` keeps these declarations as the latest.
    @MainActor
    init(
      tabs declared: [TabBarTab<Value>], version: TabDeclarationsVersion, action: TabBarActionButton?,
      locale: Locale,
      identities memo: TabIdentityMemo<Value>
    ) {
      var seen = Set<Value>()
      let tabs = declared.filter { seen.insert($0.value).inserted }
      let ids = memo.identities.ids(
        for: tabs.map(\.value), named: tabs.map(\.customizationName))
      var list = Self.items(of: tabs, ids: ids, locale: locale)
      if let action {
        list.append(
          TabItem(
            id: TabIdentities<Value>.free("action", avoiding: Set(ids)),
            title: action.title.resolved(in: locale),
            symbol: action.systemImage, role: .action))
      }
      self.tabs = tabs
      self.version = version
      self.action = action
      self.ids = ids
      self.icons = Dictionary(zip(ids, tabs.map(\.icon)), uniquingKeysWith: { first, _ in first })
      // Ids are unique by construction and there is at most one action, one search and one
      // prominent tab, so this cannot throw.
      let items = (try? TabItems(list)) ?? .empty
      self.items = items
      self.declared = TabSectionGrouping.declared(items: items, tabs: tabs, ids: ids, locale: locale)
      self.idOfValue = Dictionary(zip(tabs.map(\.value), ids), uniquingKeysWith: { first, _ in first })
      self.positionOfID = Dictionary(zip(ids, ids.indices), uniquingKeysWith: { first, _ in first })
      memo.latest = self
    }

    /// One item per tab, titled in `locale` with its accessibility overrides; only the first
    /// search tab and the first prominent tab keep their roles.
    private static func items(of tabs: [TabBarTab<Value>], ids: [String], locale: Locale) -> [TabItem] {
      let firstSearch = tabs.firstIndex { $0.role == .search }
      let firstProminent = tabs.firstIndex { $0.role == .prominent }
      return zip(tabs.indices, zip(tabs, ids)).map { index, pair in
        let (tab, id) = pair
        let role: TabItemRole =
          index == firstSearch ? .search : index == firstProminent ? .prominent : .tab
        var item = TabItem(
          id: id, title: tab.title.resolved(in: locale), symbol: tab.icon.symbolName, badge: tab.badge,
          isEnabled: tab.isEnabled, role: role, placement: tab.placement)
        item.accessibilityOverrides = tab.accessibility.resolved(in: locale)
        return item
      }
    }

    /// The item id of `value`'s tab.
    func id(of value: Value) -> String? { idOfValue[value] }

    /// The tab whose item id is `id`; `nil` for the action, the More item and unknown ids.
    func tab(withID id: String) -> TabBarTab<Value>? {
      positionOfID[id].map { tabs[$0] }
    }

    /// The position in ``tabs`` (and in ``TabItems/all``) of the tab whose item id is `id`.
    func position(of id: String) -> Int? { positionOfID[id] }
  }

  /// A container's ``TabIdentities``, kept from render to render (the host holds it in
  /// `@State`), so each tab's item id follows its value, and the declarations of the latest
  /// render: a memo, not state that views read.
  ///
  /// Only a render changes it: an event from a tab's content, which may hold a closure of an
  /// older render, reads ``latest`` rather than declaring its own, older tabs again (which
  /// would make the identities forget the tabs declared since).
  @MainActor
  final class TabIdentityMemo<Value: Hashable> {
    var identities = TabIdentities<Value>()
    /// The declarations the latest render made.
    var latest: TabDeclarations<Value>?
  }
#endif
