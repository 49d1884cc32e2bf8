import Foundation
import TabBarCore

/// A bar of `count` tabs in the curved style, its notch following the selection, on a 390 pt
/// iPhone; the selection moves from the first tab to the last.
func request(tabs count: Int) throws -> TabBarLayoutRequest {
  let metrics = TabBarDesign.curved.followingSelection.metrics(on: .iPhone)
  let items = try TabItems((0..<count).map { TabItem(id: "tab\($0)", title: "Tab \($0)", symbol: "circle") })
  return TabBarLayoutRequest(
    items: items, selectedID: "tab0", containerSize: CGSize(width: 390, height: 844),
    safeAreaInsets: TabBarInsets(bottom: 34), metrics: metrics)
}

/// The bar of ``request(tabs:)`` and its layouts with the first and with the last tab selected.
func selectionChange(tabs count: Int) throws -> (
  request: TabBarLayoutRequest, start: TabBarLayout, end: TabBarLayout
) {
  let request = try request(tabs: count)
  var target = request
  target.selectedID = "tab\(count - 1)"
  return (request, TabBarLayoutEngine.layout(request), TabBarLayoutEngine.layout(target))
}
