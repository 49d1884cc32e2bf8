import Foundation

/// Where a bar's search tab (``TabItemRole/search``) goes: apart from the other tabs, at the
/// bar's trailing end (on the left in right-to-left layouts).
///
/// - A floating bar (``TabBarMetrics/Placement/floating(horizontalMargin:bottomMargin:)``)
///   shrinks from its trailing end by the search circle's diameter and ``circleGap``; the circle,
///   as tall as the bar's row of items, takes that room, centred on the row.
/// - An edge bar keeps the search tab as its last column, after a divider, whatever order the
///   other tabs take.
/// - A floating bar too narrow to give the circle room (the capsule would be narrower than
///   ``minimumCapsuleWidthFactor`` circles) treats the search tab as an edge bar does.
///
/// ```swift
/// let split = SearchTabPlacement.layout(request)
/// split.search?.shape   // .circle for the floating style
/// split.search?.frame   // where to draw it
/// ```
///
/// While the search circle is the selection, the capsule beside it shows no selected tab
/// (``TabBarLayoutRequest/showsSelection``): no indicator, no grown icon, no selected label. A
/// search column is one of the bar's items, selected as any tab is. A request that shows no
/// selection leaves the search tab unselected too.
package enum SearchTabPlacement {
  /// The gap between a floating bar's capsule and the search circle, in points.
  package static let circleGap: CGFloat = 8
  /// The narrowest the capsule may get, in circle diameters, for the circle to stand apart.
  static let minimumCapsuleWidthFactor: CGFloat = 2

  /// Lays out `request`'s bar with its search tab set apart.
  ///
  /// Without a search tab the result is the plain layout of `request`.
  /// - Parameter request: The bar to lay out, search tab included in its items.
  /// - Returns: The bar's layout, the items it was made from, and the search tab's layout.
  package static func layout(_ request: TabBarLayoutRequest) -> SearchTabBarLayout {
    guard let searchIndex = request.items.searchIndex else {
      return SearchTabBarLayout(bar: TabBarLayoutEngine.layout(request), barItems: request.items, search: nil)
    }
    let search = request.items.all[searchIndex]
    if case .floating = request.metrics.placement,
      let split = circleLayout(request, search: search)
    {
      return split
    }
    return columnLayout(request, search: search)
  }

  /// The search tab as its own circle beside a floating bar, or `nil` when there is no room.
  private static func circleLayout(_ request: TabBarLayoutRequest, search: TabItem) -> SearchTabBarLayout? {
    let isSelected =
      request.showsSelection
      && request.items.normalizedSelection(request.selectedID) == request.items.searchIndex
    var barRequest = request
    barRequest.items = items(request.items, keepingSearch: false)
    barRequest.showsSelection = request.showsSelection && !isSelected
    let probe = TabBarLayoutEngine.layout(barRequest)
    let diameter = probe.contentBand.height
    let reserve = diameter + circleGap
    guard diameter > 0, probe.barFrame.width - reserve >= minimumCapsuleWidthFactor * diameter else {
      return nil
    }
    let trailing = request.safeAreaInsets.trailing
    barRequest.safeAreaInsets.trailing = trailing.finiteLength() + reserve
    let bar = TabBarLayoutEngine.layout(barRequest)
    let rtl = request.layoutDirection == .rightToLeft
    let minX = rtl ? bar.barFrame.minX - circleGap - diameter : bar.barFrame.maxX + circleGap
    let frame = CGRect(x: minX, y: bar.contentBand.midY - diameter / 2, width: diameter, height: diameter)
    let icon = bar.iconSize
    let searchLayout = SearchTabLayout(
      id: search.id, shape: .circle, frame: frame,
      iconFrame: CGRect(x: frame.midX - icon / 2, y: frame.midY - icon / 2, width: icon, height: icon),
      isSelected: isSelected, dividerX: nil)
    return SearchTabBarLayout(bar: bar, barItems: barRequest.items, search: searchLayout)
  }

  /// The search tab as the last column of the bar, after a divider.
  private static func columnLayout(_ request: TabBarLayoutRequest, search: TabItem) -> SearchTabBarLayout {
    var barRequest = request
    barRequest.items = items(request.items, keepingSearch: true)
    let bar = TabBarLayoutEngine.layout(barRequest)
    guard let index = barRequest.items.searchIndex, let item = bar.item(at: index) else {
      return SearchTabBarLayout(bar: bar, barItems: barRequest.items, search: nil)
    }
    let rtl = request.layoutDirection == .rightToLeft
    let searchLayout = SearchTabLayout(
      id: search.id, shape: .column, frame: item.hitFrame, iconFrame: item.iconFrame,
      isSelected: item.isSelected, dividerX: rtl ? item.hitFrame.maxX : item.hitFrame.minX)
    return SearchTabBarLayout(bar: bar, barItems: barRequest.items, search: searchLayout)
  }

  /// `items` with the search tab moved to the end, or left out.
  private static func items(_ items: TabItems, keepingSearch: Bool) -> TabItems {
    let others = items.all.filter { $0.role != .search }
    let search = keepingSearch ? items.all.filter { $0.role == .search } : []
    // A subset of checked items is checked too; the fallback cannot be reached.
    return (try? TabItems(others + search)) ?? items
  }
}
