#if canImport(SwiftUI)
  import TabBarCore

  /// A container's declarations as the core sees them: the tabs (a repeated value keeps its first
  /// declaration), the action, and the checked ``TabItems`` the layout reads.
  struct TabBarModel<Value: Hashable> {
    /// The tabs, one per value, in declaration order.
    let tabs: [TabBarTab<Value>]
    /// The action button, if any.
    let action: TabBarActionButton?
    /// The items: one per tab, then the action; `nil` only if the core refused them, which
    /// unique ids and a single action rule out.
    let items: TabItems?
    /// Each value's item id.
    private let ids: [Value: String]

    init(tabs declared: [TabBarTab<Value>], action: TabBarActionButton?) {
      var seen = Set<Value>()
      let tabs = declared.filter { seen.insert($0.value).inserted }
      let names = tabs.map { String(describing: $0.value) }
      let namesAreUnique = TabItems.firstDuplicate(in: names) == nil
      var ids: [Value: String] = [:]
      var list: [TabItem] = []
      for (position, tab) in tabs.enumerated() {
        let id = namesAreUnique ? names[position] : "\(position):\(names[position])"
        ids[tab.value] = id
        list.append(
          TabItem(
            id: id, title: tab.title, symbol: tab.systemImage, badge: tab.badge, isEnabled: tab.isEnabled))
      }
      if let action {
        let taken = Set(ids.values)
        var id = "action"
        while taken.contains(id) { id += "+" }
        list.append(TabItem(id: id, title: action.title, symbol: action.systemImage, role: .action))
      }
      self.tabs = tabs
      self.action = action
      self.ids = ids
      self.items = try? TabItems(list)
    }

    /// The item id of `value`'s tab.
    func id(of value: Value) -> String? { ids[value] }

    /// The value of the tab at `itemIndex` (into ``TabItems/all``), or `nil` for the action.
    func value(atItemIndex itemIndex: Int) -> Value? {
      tabs.indices.contains(itemIndex) ? tabs[itemIndex].value : nil
    }

    /// The value the bar shows as selected for `selection`: the core's normalised selection
    /// (the first enabled tab when `selection` is missing or disabled).
    func resolvedSelection(_ selection: Value) -> Value? {
      guard let items, let index = items.normalizedSelection(ids[selection]) else { return nil }
      return value(atItemIndex: index)
    }

    /// Whether the tab at `itemIndex` can be chosen.
    func isEnabledTab(atItemIndex itemIndex: Int) -> Bool {
      tabs.indices.contains(itemIndex) && tabs[itemIndex].isEnabled
    }
  }
#endif
