import Foundation
import TabBarCore
import Testing

/// The layouts the SwiftUI container draws while the bar minimizes: the ends are the engine's
/// full and minimized layouts, the inset never lets content under the bar or its accessory.
@Suite("Minimizing layouts")
struct TabBarMinimizingLayoutsTests {
  static let configurations = RandomConfiguration.sweep(300, salt: 7_717)

  @Test("Progress 0 is the full bar, 1 the minimized one; a bar that does not minimize stays full")
  func ends() {
    for configuration in Self.configurations {
      let request = configuration.request
      let layouts = TabBarMinimizingLayouts(request: request, minimizes: true)
      #expect(layouts.layout(at: 0) == TabBarLayoutEngine.layout(request), "\(configuration)")
      #expect(layouts.layout(at: .nan) == TabBarLayoutEngine.layout(request), "\(configuration)")
      #expect(
        layouts.layout(at: 1).barFrame == TabBarLayoutEngine.minimizedLayout(request).barFrame,
        "\(configuration)")
      let fixed = TabBarMinimizingLayouts(request: request, minimizes: false)
      #expect(fixed.layout(at: 1) == TabBarLayoutEngine.layout(request), "\(configuration)")
    }
  }

  /// Five tabs with a search tab third, in a floating bar.
  static func floatingWithSearch(selected: String) throws -> TabBarLayoutRequest {
    var items = (0..<5).map { TabItem(id: "t\($0)", title: "Tab \($0)", symbol: "circle") }
    items.insert(TabItem(id: "find", title: "Search", symbol: "magnifyingglass", role: .search), at: 2)
    return TabBarLayoutRequest(
      items: try TabItems(items), selectedID: selected, containerSize: CGSize(width: 390, height: 844),
      metrics: .floating)
  }

  @Test("A bar that does not minimize sets search apart, its items still indexed into the request's")
  func searchApart() throws {
    let request = try Self.floatingWithSearch(selected: "t3")
    let layouts = TabBarMinimizingLayouts(request: request, minimizes: false)
    let search = try #require(layouts.search)
    #expect(search.shape == .circle && search.id == "find" && !search.isSelected)
    #expect(!layouts.full.items.contains { $0.id == "find" })
    for item in layouts.full.items {
      #expect(request.items.all[item.itemIndex].id == item.id)
    }
    #expect(layouts.full.selectedIndex.map { request.items.all[$0].id } == "t3")
    let searching = layouts.layout(selecting: 2)
    #expect(searching.selectedIndex == nil, "search selected: no tab of the capsule is")
    #expect(searching.indicator == nil)
    let minimizing = TabBarMinimizingLayouts(request: request, minimizes: true)
    #expect(minimizing.search == nil, "a minimizing bar keeps search among its items")
    #expect(minimizing.full.items.contains { $0.id == "find" })
  }

  @Test("Over random bars, the split bar's indices name the request's items")
  func reindexedSweep() {
    var split = 0
    for (number, configuration) in Self.configurations.enumerated() {
      var request = configuration.request
      // A search tab at a place that varies with the case, unless the items have one already.
      var items = request.items.all
      if request.items.searchIndex == nil {
        let search = TabItem(id: "search-tab", title: "Search", symbol: "magnifyingglass", role: .search)
        items.insert(search, at: number % (items.count + 1))
      }
      guard let withSearch = try? TabItems(items) else { continue }
      request.items = withSearch
      let layouts = TabBarMinimizingLayouts(request: request, minimizes: false)
      for item in layouts.full.items {
        #expect(request.items.all.indices.contains(item.itemIndex), "\(configuration)")
        #expect(request.items.all[item.itemIndex].id == item.id, "\(configuration)")
      }
      if let action = layouts.full.actionButton {
        #expect(request.items.all[action.itemIndex].id == action.id, "\(configuration)")
      }
      if layouts.search != nil { split += 1 }
    }
    #expect(split > 0, "some random bars have a search tab")
  }

  @Test("Content clears the bar and the accessory at every progress")
  func insetClearsAccessory() {
    var inlineCount = 0
    for configuration in Self.configurations {
      let layouts = TabBarMinimizingLayouts(request: configuration.request, minimizes: true)
      let metrics = TabBarAccessoryMetrics()
      for progress in stride(from: CGFloat(0), through: 1, by: 0.25) {
        let bar = layouts.layout(at: progress)
        let inset = layouts.contentInset(aboveBottomInset: 34, accessory: metrics, at: progress)
        #expect(inset >= bar.contentInset(aboveBottomInset: 34), "\(configuration)")
        guard let accessory = layouts.accessory(metrics, at: progress) else { continue }
        #expect(bar.containerSize.height - 34 - inset <= accessory.frame.minY + 1e-6, "\(configuration)")
        if progress == 1, accessory.isInline { inlineCount += 1 }
      }
    }
    // Not vacuous: some minimized floating bars take the accessory inline.
    #expect(inlineCount > 0)
  }

  @Test("Selecting another tab lays the full bar out with it; out of range keeps the bar")
  func selecting() {
    for configuration in Self.configurations {
      let layouts = TabBarMinimizingLayouts(request: configuration.request, minimizes: false)
      let items = configuration.request.items.all
      for index in items.indices {
        var request = configuration.request
        request.selectedID = items[index].id
        #expect(layouts.layout(selecting: index) == TabBarLayoutEngine.layout(request), "\(configuration)")
      }
      #expect(layouts.layout(selecting: items.count) == layouts.full)
      #expect(layouts.layout(selecting: -1) == layouts.full)
    }
    let none = TabBarMinimizingLayouts(request: nil, minimizes: true)
    #expect(none.layout(at: 1) == .empty)
    #expect(none.accessory(TabBarAccessoryMetrics(), at: 1) == nil)
  }
}
