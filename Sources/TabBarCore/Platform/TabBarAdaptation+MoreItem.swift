extension TabBarAdaptation {
  /// The id the More item takes, unless an item already has it (then a number is appended).
  package static let moreItemID = "tabbarkit.more"

  /// The items the bar lays out: those in ``barItemIndices``, then, if ``showsMoreItem``, a More
  /// tab titled `moreTitle` (``AccessibilityStringKey/moreTab`` gives "More" / "Más") carrying
  /// ``moreBadge(of:)``, enabled while one of its tabs is (or, with every tab disabled, while it
  /// holds the first tab, which the selection rule then selects).
  ///
  /// Give the result to the layout engine in place of `items`; when the selected tab is in the
  /// overflow, select the More item (``moreItemIsSelected(selectedIndex:)``).
  ///
  /// - Parameters:
  ///   - items: The items this adaptation was made for.
  ///   - moreTitle: The More item's title.
  ///   - moreSymbol: The More item's symbol; "ellipsis" by default, as the system's.
  /// - Returns: The bar's items, the More item's id unique among them.
  /// - Throws: Only what ``TabItems/init(_:)`` throws, which cannot happen for items this
  ///   adaptation was made from (their ids are unique and the More id is made unique).
  package func barItems(of items: TabItems, moreTitle: String, moreSymbol: String = "ellipsis") throws
    -> TabItems
  {
    var bar = barItemIndices.filter { items.indices.contains($0) }.map { items.all[$0] }
    if showsMoreItem {
      let taken = Set(items.all.map(\.id))
      var id = Self.moreItemID
      var suffix = 1
      while taken.contains(id) {
        id = "\(Self.moreItemID)-\(suffix)"
        suffix += 1
      }
      // Enabled while one of its tabs is, so with every tab disabled the layout and VoiceOver
      // select the first tab, as the selection rule does, and not the More item; unless that
      // first tab is behind More (sidebar-only, or crowded out by pinned tabs), which More then
      // stands for.
      let hasEnabledTab = overflowItemIndices.contains {
        items.indices.contains($0) && items.all[$0].isEnabled
      }
      let standsForFirstTab =
        !items.tabs.contains(where: \.isEnabled)
        && items.tabIndices.first.map(overflowItemIndices.contains) == true
      bar.append(
        TabItem(
          id: id, title: moreTitle, symbol: moreSymbol, badge: moreBadge(of: items),
          isEnabled: hasEnabledTab || standsForFirstTab))
    }
    return try TabItems(bar)
  }

  /// The More item's badge: the sum of the overflow tabs' counts; a ``TabBadge/dot`` when none
  /// has a count but one shows a text; `nil` when no overflow tab shows a badge.
  ///
  /// ```swift
  /// // Overflow tabs with .count(2), .text("!") and .count(3):
  /// adaptation.moreBadge(of: items)  // .count(5)
  /// ```
  ///
  /// - Parameter items: The items this adaptation was made for.
  /// - Returns: The badge the More item shows.
  package func moreBadge(of items: TabItems) -> TabBadge? {
    var sum = 0
    var showsText = false
    for index in overflowItemIndices where items.indices.contains(index) {
      switch items.all[index].badge {
      case .count(let count) where count > 0:
        let (total, overflow) = sum.addingReportingOverflow(count)
        sum = overflow ? Int.max : total
      case let badge? where badge.isVisible:
        showsText = true
      default:
        break
      }
    }
    if sum > 0 { return .count(sum) }
    return showsText ? .dot : nil
  }
}
