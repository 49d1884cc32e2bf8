import Foundation
import TabBarCore
import Testing

/// With the search tab selected, nothing else looks selected: the capsule beside the search
/// circle shows no selected tab, and a search column is the one selected column. Taps still reach
/// every tab and the search tab.
@Suite("Search tab selected")
struct SearchSelectionTests {
  static func request(
    _ metrics: TabBarMetrics, selected: String = "find", direction: TabBarLayoutDirection = .leftToRight
  ) throws -> TabBarLayoutRequest {
    var items = try SearchTabTests.items().all
    items.insert(TabItem(id: "new", title: "New", symbol: "plus", role: .action), at: 2)
    return TabBarLayoutRequest(
      items: try TabItems(items), selectedID: selected, containerSize: CGSize(width: 390, height: 844),
      safeAreaInsets: TabBarInsets(bottom: 34), layoutDirection: direction, metrics: metrics)
  }

  @Test(
    "Beside a floating bar, the selected circle leaves the capsule with no selected tab",
    arguments: [
      TabBarMetrics.floating, .material,
    ])
  func circleSelected(metrics: TabBarMetrics) throws {
    let split = SearchTabPlacement.layout(try Self.request(metrics))
    let search = try #require(split.search)
    #expect(search.shape == .circle && search.isSelected)
    #expect(split.bar.selectedIndex == nil && split.bar.indicator == nil)
    #expect(split.bar.items.allSatisfy { !$0.isSelected && $0.iconScale == 1 })
    // The capsule is what a bar with no selection is, laid out beside the circle.
    let other = SearchTabPlacement.layout(try Self.request(metrics, selected: "inbox"))
    #expect(!(try #require(other.search).isSelected))
    #expect(other.bar.items.contains { $0.isSelected && $0.id == "inbox" })
    #expect(other.bar.items.map(\.hitFrame) == split.bar.items.map(\.hitFrame))
  }

  @Test(
    "In an edge bar the search column is the one selected column",
    arguments: [
      TabBarMetrics.curved, .curvedFollowing, .indicator,
    ])
  func columnSelected(metrics: TabBarMetrics) throws {
    let split = SearchTabPlacement.layout(try Self.request(metrics))
    let search = try #require(split.search)
    #expect(search.shape == .column && search.isSelected)
    #expect(split.bar.items.filter(\.isSelected).map(\.id) == ["find"])
    let indicator = try #require(split.bar.indicator)
    #expect(abs(indicator.frame.midX - search.frame.midX) < 1e-6)
  }

  @Test("A request that shows no selection leaves the search tab unselected too")
  func noSelectionAnywhere() throws {
    for metrics in [TabBarMetrics.floating, .indicator] {
      var request = try Self.request(metrics)
      request.showsSelection = false
      let split = SearchTabPlacement.layout(request)
      #expect(split.search?.isSelected == false && split.bar.selectedIndex == nil)
    }
  }

  @Test(
    "Hit testing the split: the circle or column chooses search, every tab its own index, the button the action",
    arguments: [
      TabBarMetrics.floating, .material, .curved, .indicator,
    ])
  func hitTest(metrics: TabBarMetrics) throws {
    for direction in [TabBarLayoutDirection.leftToRight, .rightToLeft] {
      for selected in ["find", "home"] {
        let request = try Self.request(metrics, selected: selected, direction: direction)
        let split = SearchTabPlacement.layout(request)
        let search = try #require(split.search)
        let searchIndex = try #require(request.items.searchIndex)
        let centre = CGPoint(x: search.frame.midX, y: search.frame.midY)
        #expect(split.hitTest(centre, in: request.items) == .tab(itemIndex: searchIndex))
        for item in split.bar.items {
          let point = CGPoint(x: item.hitFrame.midX, y: item.hitFrame.maxY - 2)
          let expected = try #require(request.items.index(of: item.id))
          #expect(split.hitTest(point, in: request.items) == .tab(itemIndex: expected), "\(item.id)")
        }
        let button = try #require(split.bar.actionButton)
        #expect(split.hitTest(button.center, in: request.items) == .action)
        #expect(split.hitTest(CGPoint(x: centre.x, y: 10), in: request.items) == nil)
        #expect(split.hitTest(CGPoint(x: CGFloat.nan, y: centre.y), in: request.items) == nil)
      }
    }
  }

  @Test(
    "Property: the circle's centre chooses search and each tab's column chooses that tab, selected or not")
  func hitTestSweep() throws {
    var circles = 0
    var tabsHit = 0
    for configuration in RandomConfiguration.sweep(1_500, salt: 79) {
      var request = configuration.request
      var list = request.items.all
      list.append(TabItem(id: "zz-search", title: "Search", symbol: "magnifyingglass", role: .search))
      request.items = try TabItems(list)
      request.metrics.placement = .floating(horizontalMargin: 16, bottomMargin: 16)
      if configuration.seed % 2 == 0 { request.selectedID = "zz-search" }
      let split = SearchTabPlacement.layout(request)
      let search = try #require(split.search)
      let searchIndex = list.count - 1
      if search.shape == .circle {
        circles += 1
        let centre = CGPoint(x: search.frame.midX, y: search.frame.midY)
        try #require(
          split.hitTest(centre, in: request.items) == .tab(itemIndex: searchIndex), "\(configuration)")
        let selectsSearch =
          request.showsSelection && request.items.normalizedSelection(request.selectedID) == searchIndex
        try #require(search.isSelected == selectsSearch, "\(configuration)")
        try #require(!selectsSearch || split.bar.selectedIndex == nil, "\(configuration)")
      }
      // Elsewhere the split answers as its bar does, the bar's index turned into the request's.
      for item in split.bar.items {
        let point = CGPoint(x: item.hitFrame.midX, y: split.bar.contentBand.maxY - 1)
        let expected: HitTarget? =
          switch split.bar.hitTest(point) {
          case .tab(let index)?: request.items.index(of: split.barItems[index].id).map { .tab(itemIndex: $0) }
          case .action?: .action
          case nil: nil
          }
        try #require(split.hitTest(point, in: request.items) == expected, "\(item.id): \(configuration)")
        if case .tab(let index)? = expected, request.items[index].id == item.id { tabsHit += 1 }
      }
    }
    #expect(ProcessInfo.processInfo.environment["TABBAR_CASE"] != nil || (circles > 500 && tabsHit > 3_000))
  }
}
