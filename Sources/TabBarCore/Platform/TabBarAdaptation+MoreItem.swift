extension TabBarAdaptation {
  /// The id the More item takes, unless an item already has it (then a number is appended).
  public static let moreItemID = "tabbarkit.more"

  /// The items the bar lays out: those in ``barItemIndices``, then, if ``showsMoreItem``, a More
  /// tab titled `moreTitle` (``AccessibilityStringKey/moreTab`` gives "More" / "Más"), badged
  /// with the sum of its tabs' count badges (else the first of their text badges), so the
  /// overflow's news stays in sight.
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
  public func barItems(of items: TabItems, moreTitle: String, moreSymbol: String = "ellipsis") throws
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
      bar.append(TabItem(id: id, title: moreTitle, symbol: moreSymbol, badge: moreBadge(of: items)))
    }
    return try TabItems(bar)
  }

  /// The More item's badge: the sum of the visible count badges of the tabs in the overflow
  /// (capped at `Int.max`; shown "99+" past 99), else the first visible text badge among them,
  /// else none.
  ///
  /// ```swift
  /// // overflow tabs badged .count(3), .text("New"), .count(2)
  /// adaptation.moreBadge(of: items)  // .count(5)
  /// ```
  package func moreBadge(of items: TabItems) -> TabBadge? {
    let badges = overflowItemIndices.filter(items.indices.contains).compactMap { items.all[$0].badge }
      .filter(\.isVisible)
    let total = badges.reduce(0) { sum, badge in
      guard case .count(let count) = badge else { return sum }
      let (added, overflow) = sum.addingReportingOverflow(count)
      return overflow ? Int.max : added
    }
    return total > 0 ? .count(total) : badges.first
  }
}
