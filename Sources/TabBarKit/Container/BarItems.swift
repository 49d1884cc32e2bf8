#if canImport(SwiftUI)
  import TabBarCore

  /// What a drawn bar lays out at one width: the core's adaptation of the container's items (the
  /// tabs that fit, the action, and a More item holding the rest, so no tab is ever dropped),
  /// and the way back from a bar item to a tab.
  struct BarItems<Value: Hashable> {
    /// The items the layout gets.
    let items: TabItems
    /// The bar item shown selected: the More item when the selected tab is in the overflow.
    let selectedID: String?
    /// The More item's id, when the bar has one.
    let moreID: String?
    /// The More item's title, in the environment's language ("More", "Más").
    let moreTitle: String
    /// The tabs reached through the More item, in order.
    let overflowTabs: [TabBarTab<Value>]
    private let model: TabBarModel<Value>

    /// The bar items of `model` for a container `width`, or `nil` without items.
    init?(
      model: TabBarModel<Value>, selected: Value?, platform: TabBarPlatform, sizeClass: HorizontalSizeClass,
      width: CGFloat, language: String
    ) {
      guard let all = model.items else { return nil }
      let adaptation = TabBarAdaptation(
        items: all, platform: platform, sizeClass: sizeClass, containerWidth: width)
      let moreTitle = AccessibilityStringTable.standard.string(.moreTab, language: language)
      let items = (try? adaptation.barItems(of: all, moreTitle: moreTitle)) ?? all
      let selectedID = selected.flatMap(model.id(of:))
      let moreID = adaptation.showsMoreItem ? items.all.last?.id : nil
      self.items = items
      self.moreID = moreID
      self.moreTitle = moreTitle
      self.model = model
      self.overflowTabs = adaptation.overflowItemIndices.compactMap {
        model.tabs.indices.contains($0) ? model.tabs[$0] : nil
      }
      let selectedIndex = selectedID.flatMap(all.index(of:))
      self.selectedID =
        adaptation.moreItemIsSelected(selectedIndex: selectedIndex) ? moreID : selectedID
    }

    /// Whether the bar item at `barIndex` (into ``items``) is the More item.
    func isMoreItem(_ barIndex: Int) -> Bool {
      moreID != nil && items.all.indices.contains(barIndex) && items.all[barIndex].id == moreID
    }

    /// The Command-digit shortcut of the bar item at `barIndex`: its tab's position among all the
    /// container's tabs (the core's ``TabItems/shortcutDigit(forItemAt:)``), so Command-5 is the
    /// fifth tab even when the bar shows four and a More item. The More item and the action have
    /// none.
    func shortcutDigit(forBarIndex barIndex: Int) -> Int? {
      value(atBarIndex: barIndex).flatMap(shortcutDigit(of:))
    }

    /// The Command-digit shortcut of `value`'s tab among all the container's tabs.
    func shortcutDigit(of value: Value) -> Int? {
      guard let all = model.items, let id = model.id(of: value), let index = all.index(of: id) else {
        return nil
      }
      return all.shortcutDigit(forItemAt: index)
    }

    /// The tab value of the bar item at `barIndex`; `nil` for the action and the More item.
    func value(atBarIndex barIndex: Int) -> Value? {
      guard items.all.indices.contains(barIndex), let index = model.items?.index(of: items.all[barIndex].id)
      else { return nil }
      return model.value(atItemIndex: index)
    }
  }
#endif
