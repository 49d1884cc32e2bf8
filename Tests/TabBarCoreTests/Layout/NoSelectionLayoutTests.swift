import Foundation
import TabBarCore
import Testing

/// A bar can be laid out with no selected tab (the selection is the search circle beside it):
/// nothing marks a selection, and everything else stays where it was.
@Suite("A bar with no selected tab")
struct NoSelectionLayoutTests {
  static let presets: [(String, TabBarMetrics)] = [
    ("curved", .curved), ("curvedFollowing", .curvedFollowing), ("floating", .floating),
    ("indicator", .indicator), ("material", .material),
  ]

  static func request(_ metrics: TabBarMetrics, showsSelection: Bool = true) throws -> TabBarLayoutRequest {
    TabBarLayoutRequest(
      items: try Fixtures.fourTabsAndAction(), selectedID: "alerts",
      containerSize: CGSize(width: 390, height: 844), safeAreaInsets: TabBarInsets(bottom: 34),
      metrics: metrics, showsSelection: showsSelection)
  }

  @Test(
    "No item is selected, there is no indicator, no icon grows, and labels shown only when selected are hidden",
    arguments: presets.map(\.0))
  func nothingMarked(_ name: String) throws {
    let metrics = try #require(Self.presets.first { $0.0 == name }).1
    let layout = TabBarLayoutEngine.layout(try Self.request(metrics, showsSelection: false))
    #expect(layout.selectedIndex == nil && layout.indicator == nil)
    #expect(layout.items.count == 4 && layout.items.allSatisfy { !$0.isSelected && $0.iconScale == 1 })
    let labelled = metrics.labelVisibility == .always
    #expect(layout.items.allSatisfy { $0.showsLabel == labelled && $0.labelOpacity == (labelled ? 1 : 0) })
    // Every icon sits where an unselected tab's icon sits: one row, none raised.
    let rows = Set(layout.items.map(\.iconFrame.midY))
    #expect(rows.count == 1, "\(name): icons at \(rows)")
  }

  @Test(
    "Columns, the bar, its inset and the action button are where they are with a selection",
    arguments: presets.map(\.0))
  func restUnchanged(_ name: String) throws {
    let metrics = try #require(Self.presets.first { $0.0 == name }).1
    let selected = TabBarLayoutEngine.layout(try Self.request(metrics))
    let none = TabBarLayoutEngine.layout(try Self.request(metrics, showsSelection: false))
    #expect(none.barFrame == selected.barFrame && none.contentInset == selected.contentInset)
    #expect(none.items.map(\.hitFrame) == selected.items.map(\.hitFrame))
    #expect(none.actionButton == selected.actionButton)
    // The selected tab's icon is the only one that moves (raised into a following notch).
    for (a, b) in zip(none.items, selected.items) where !b.isSelected {
      #expect(a.iconFrame == b.iconFrame || metrics.labelVisibility == .selected)
    }
  }

  @Test("A notch that holds the action button stays with it; one that follows the selection closes")
  func notches() throws {
    let holding = TabBarLayoutEngine.layout(try Self.request(.curved, showsSelection: false))
    #expect(holding.outline == TabBarLayoutEngine.layout(try Self.request(.curved)).outline)
    #expect(holding.outline.resolvedNotchCenterX != nil)
    var request = try Self.request(.curvedFollowing, showsSelection: false)
    request.notchCenterX = 100  // a glide in flight has nothing to glide to
    let following = TabBarLayoutEngine.layout(request)
    #expect(following.outline.notch == nil && following.outline.resolvedNotchCenterX == nil)
    #expect(following.raisedSelection == nil)
  }

  @Test("The selection given is ignored, and a bar without tabs is as empty as ever")
  func selectionIgnored() throws {
    var request = try Self.request(.indicator, showsSelection: false)
    let layouts = ["home", "profile", "gone", nil].map { (id: String?) -> TabBarLayout in
      request.selectedID = id
      return TabBarLayoutEngine.layout(request)
    }
    #expect(layouts.allSatisfy { $0.items == layouts[0].items && $0.outline == layouts[0].outline })
    request.items = TabItems.empty
    let empty = TabBarLayoutEngine.layout(request)
    #expect(empty.items.isEmpty && empty.selectedIndex == nil && empty.indicator == nil)
  }

  @Test("Property: with no selection shown, nothing is selected and nothing marks a selection")
  func sweep() throws {
    var followingNotches = 0
    for configuration in RandomConfiguration.sweep(4_000, salt: 71) {
      var request = configuration.request
      request.showsSelection = false
      let layout = TabBarLayoutEngine.layout(request)
      try #require(layout.selectedIndex == nil && layout.indicator == nil, "\(configuration)")
      try #require(layout.items.allSatisfy { !$0.isSelected && $0.iconScale == 1 }, "\(configuration)")
      try #require(layout.raisedSelection == nil, "\(configuration)")
      if request.metrics.actionButton.notch?.anchor == .selection {
        try #require(layout.outline.notch == nil, "\(configuration)")
        followingNotches += 1
      }
    }
    #expect(ProcessInfo.processInfo.environment["TABBAR_CASE"] != nil || followingNotches > 200)
  }
}
