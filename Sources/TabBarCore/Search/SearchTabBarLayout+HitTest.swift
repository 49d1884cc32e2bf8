import Foundation

extension SearchTabBarLayout {
  /// What `point` (in the container's coordinates) chooses in a bar laid out with its search tab
  /// set apart: exactly one owner, or `nil`. Indices are into `items`, the items the split was
  /// laid out from (the request's), so a tab goes straight to
  /// ``TabBarState/send(_:)`` as ``TabBarEvent/chooseBarItem(at:)``.
  ///
  /// The bar answers first, by its own rules (``TabBarLayout/hitTest(_:)``): the action button,
  /// then the tab whose column holds the point, the search column included. A point the bar does
  /// not own chooses the search tab when it is inside the search circle (a radius of at least
  /// half the minimum hit size). Whether a tab is selected does not matter: with the search circle
  /// selected, the bar's tabs are chosen as ever.
  ///
  /// ```swift
  /// let split = SearchTabPlacement.layout(request)
  /// if case .tab(let index) = split.hitTest(location, in: request.items) {
  ///   state.send(.chooseBarItem(at: index))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - point: The tap, in the container's coordinates.
  ///   - items: The items the split was laid out from.
  package func hitTest(_ point: CGPoint, in items: TabItems) -> HitTarget? {
    switch bar.hitTest(point) {
    case .action?:
      return .action
    case .tab(let barIndex)?:
      guard barItems.indices.contains(barIndex) else { return nil }
      return items.index(of: barItems[barIndex].id).map { .tab(itemIndex: $0) }
    case nil:
      guard let search, search.shape == .circle, search.contains(point, minimumHitSize: bar.minimumHitSize),
        let index = items.index(of: search.id)
      else { return nil }
      return .tab(itemIndex: index)
    }
  }
}
