extension TabBarAdaptation {
  /// The id the More item takes, unless an item already has it (then a number is appended).
  public static let moreItemID = "tabbarkit.more"

  /// The items the bar lays out: those in ``barItemIndices``, then, if ``showsMoreItem``, a More
  /// tab titled `moreTitle` (``AccessibilityStringKey/moreTab`` gives "More" / "Más").
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
      bar.append(TabItem(id: id, title: moreTitle, symbol: moreSymbol))
    }
    return try TabItems(bar)
  }
}
