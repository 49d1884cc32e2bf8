extension SearchTabBarLayout {
  /// The bar's layout with its item indices into `items`, the items the request held (the search
  /// tab among them), rather than into ``barItems``: for views that keep one list of the bar's
  /// items, its accessibility and its shortcuts, and draw the search tab apart.
  ///
  /// ```swift
  /// let split = SearchTabPlacement.layout(request)
  /// let bar = split.bar(indexedInto: request.items)
  /// request.items.all[bar.items[0].itemIndex]  // the first drawn item, whatever search's place
  /// ```
  ///
  /// - Parameter items: The items the split was laid out from.
  /// - Returns: ``bar``, its items, action button and selection indexed into `items`; an index
  ///   whose id `items` lacks is left as it was.
  package func bar(indexedInto items: TabItems) -> TabBarLayout {
    var layout = bar
    for position in layout.items.indices {
      if let index = items.index(of: layout.items[position].id) { layout.items[position].itemIndex = index }
    }
    if let action = layout.actionButton, let index = items.index(of: action.id) {
      layout.actionButton?.itemIndex = index
    }
    if let selected = layout.selectedIndex, barItems.all.indices.contains(selected) {
      layout.selectedIndex = items.index(of: barItems.all[selected].id) ?? selected
    }
    return layout
  }
}
