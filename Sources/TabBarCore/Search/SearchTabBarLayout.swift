/// A bar laid out with its search tab set apart: the bar's layout, the items it was made from,
/// and where the search tab goes.
///
/// ```swift
/// let split = SearchTabPlacement.layout(request)
/// draw(split.bar, items: split.barItems)       // the bar, as any layout
/// if let search = split.search { draw(search) } // the search circle, or its column's divider
/// ```
package struct SearchTabBarLayout: Sendable, Equatable {
  /// The bar's layout. Its item indices are into ``barItems``.
  package var bar: TabBarLayout
  /// The items the bar was laid out with: without the search tab beside a floating bar, with it
  /// last in an edge bar.
  package var barItems: TabItems
  /// The search tab, or `nil` when the items have none.
  package var search: SearchTabLayout?

  /// Creates the result; it normally comes from ``SearchTabPlacement/layout(_:)``.
  package init(bar: TabBarLayout, barItems: TabItems, search: SearchTabLayout?) {
    self.bar = bar
    self.barItems = barItems
    self.search = search
  }
}
