import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

@Suite("Search tab: a selectable tab set apart at the trailing end, chosen by Command-F")
struct SearchTabTests {
  static func items(searchEnabled: Bool = true) throws -> TabItems {
    try TabItems([
      TabItem(id: "home", title: "Home", symbol: "house"),
      TabItem(
        id: "find", title: "Search", symbol: "magnifyingglass", isEnabled: searchEnabled, role: .search),
      TabItem(id: "inbox", title: "Inbox", symbol: "tray"),
      TabItem(id: "me", title: "Profile", symbol: "person"),
    ])
  }

  static func request(
    _ metrics: TabBarMetrics, direction: TabBarLayoutDirection = .leftToRight, width: CGFloat = 390
  )
    throws -> TabBarLayoutRequest
  {
    TabBarLayoutRequest(
      items: try items(), selectedID: "home", containerSize: CGSize(width: width, height: 844),
      safeAreaInsets: TabBarInsets(bottom: 34), layoutDirection: direction, metrics: metrics)
  }

  @Test("The search tab is a selectable tab; a second one is refused")
  func selectable() throws {
    let items = try Self.items()
    #expect(items.searchIndex == 1 && items.tabIndices == [0, 1, 2, 3])
    #expect(items.normalizedSelection("find") == 1)
    #expect(throws: TabBarError.multipleSearches(ids: ["a", "b"])) {
      try TabItems([
        TabItem(id: "a", title: "A", symbol: "a", role: .search),
        TabItem(id: "b", title: "B", symbol: "b", role: .search),
      ])
    }
  }

  @Test("Command-F chooses the search tab in either case; digits choose by position; other keys nothing")
  func commandKeys() throws {
    let items = try Self.items()
    #expect(items.tabIndex(forCommandKey: "f") == 1 && items.tabIndex(forCommandKey: "F") == 1)
    #expect(items.tabIndex(forCommandKey: "3") == 2)
    #expect(items.tabIndex(forCommandKey: "x") == nil && items.tabIndex(forCommandKey: "٣") == nil)
    #expect(try Fixtures.tabs(3).tabIndex(forCommandKey: "f") == nil)
  }

  @Test("Floating bar: the capsule ends a gap before a circle as tall as its row, at the trailing end")
  func floatingCircle() throws {
    let split = SearchTabPlacement.layout(try Self.request(.floating))
    let search = try #require(split.search)
    #expect(search.shape == .circle && search.id == "find" && !search.isSelected)
    #expect(split.barItems.all.map(\.id) == ["home", "inbox", "me"])
    #expect(LayoutChecks.close(search.frame.minX - split.bar.barFrame.maxX, SearchTabPlacement.circleGap))
    #expect(LayoutChecks.close(search.frame.height, split.bar.contentBand.height))
    #expect(LayoutChecks.close(search.frame.midY, split.bar.contentBand.midY))
    let plain = TabBarLayoutEngine.layout(try Self.request(.floating))
    #expect(LayoutChecks.close(search.frame.maxX, plain.barFrame.maxX))
    #expect(search.contains(CGPoint(x: search.frame.midX, y: search.frame.midY)))
    #expect(!search.contains(CGPoint(x: split.bar.barFrame.midX, y: search.frame.midY)))
  }

  @Test("Right to left mirrors the split exactly: the circle is on the left")
  func mirrored() throws {
    let ltr = SearchTabPlacement.layout(try Self.request(.floating))
    let rtl = SearchTabPlacement.layout(try Self.request(.floating, direction: .rightToLeft))
    let axis: CGFloat = 195
    #expect(LayoutChecks.isMirror(ltr.bar, rtl.bar))
    let (a, b) = (try #require(ltr.search), try #require(rtl.search))
    #expect(LayoutChecks.close(a.frame.mirrored(aroundX: axis), b.frame))
    #expect(LayoutChecks.close(a.iconFrame.mirrored(aroundX: axis), b.iconFrame))
  }

  @Test(
    "Edge bars keep search as the last column after a divider, in each direction",
    arguments: [
      TabBarMetrics.curved, .indicator,
    ])
  func edgeColumn(_ metrics: TabBarMetrics) throws {
    for direction in [TabBarLayoutDirection.leftToRight, .rightToLeft] {
      let split = SearchTabPlacement.layout(try Self.request(metrics, direction: direction))
      let search = try #require(split.search)
      #expect(search.shape == .column && split.barItems.all.last?.id == "find")
      let columns = split.bar.items.map(\.hitFrame)
      let trailing = direction == .leftToRight ? columns.map(\.maxX).max() : columns.map(\.minX).min()
      #expect(trailing == (direction == .leftToRight ? search.frame.maxX : search.frame.minX))
      #expect(search.dividerX == (direction == .leftToRight ? search.frame.minX : search.frame.maxX))
    }
  }

  @Test("A floating bar too narrow for the circle keeps search as its last column; no search, no split")
  func fallbacks() throws {
    let narrow = SearchTabPlacement.layout(try Self.request(.floating, width: 120))
    #expect(narrow.search?.shape == .column)
    var plain = try Self.request(.floating)
    plain.items = try Fixtures.tabs(3)
    let split = SearchTabPlacement.layout(plain)
    #expect(split.search == nil && split.bar == TabBarLayoutEngine.layout(plain))
  }

  @Test("Property: the circle stays inside the container, clear of the capsule, for any width and insets")
  func sweep() throws {
    var circles = 0
    for configuration in RandomConfiguration.sweep(2_000, salt: 53) {
      var request = configuration.request
      var list = request.items.all
      list.insert(TabItem(id: "zz-search", title: "Search", symbol: "magnifyingglass", role: .search), at: 0)
      request.items = try TabItems(list)
      request.metrics = .floating
      let split = SearchTabPlacement.layout(request)
      let search = try #require(split.search)
      guard search.shape == .circle else { continue }
      circles += 1
      let frame = search.frame
      #expect(frame.minX >= -1e-6 && frame.maxX <= request.containerSize.width + 1e-6, "\(configuration)")
      #expect(!frame.insetBy(dx: 0.5, dy: 0.5).intersects(split.bar.barFrame), "\(configuration)")
    }
    #expect(ProcessInfo.processInfo.environment["TABBAR_CASE"] != nil || circles > 1_000)
  }

  @Test("Hostile sizes and insets give a finite search tab, or none, never a trap")
  func hostile() throws {
    var checked = 0
    for width in HostileNumbers.lengths {
      for inset in HostileNumbers.lengths {
        for metrics in [TabBarMetrics.floating, .curved] {
          var request = try Self.request(metrics, width: width)
          request.safeAreaInsets = TabBarInsets(leading: inset, bottom: inset, trailing: inset)
          let split = SearchTabPlacement.layout(request)
          guard let search = split.search else { continue }
          checked += 1
          let numbers = [search.frame.minX, search.frame.minY, search.frame.width, search.frame.height]
          #expect(numbers.allSatisfy { $0.isFinite }, "width \(width), inset \(inset)")
          #expect(search.dividerX?.isFinite ?? true)
        }
      }
    }
    #expect(checked > 0)
  }
}
