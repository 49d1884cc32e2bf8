import Foundation
import TabBarCore
import Testing

/// The layout overwrites the items of reused storage in place when their number matches; the
/// result is exactly a fresh layout, whatever the storage held.
@Suite("In-place layout")
struct InPlaceLayoutTests {
  static let cases = RandomConfiguration.sweep(2_000, salt: 81)

  /// `request`'s items with every id renamed (the same number of tabs, other ids).
  static func renamed(_ request: TabBarLayoutRequest) throws -> TabBarLayoutRequest {
    var renamed = request
    renamed.items = try TabItems(
      request.items.all.map { item in
        var item = item
        item.id = "other-" + item.id
        return item
      })
    return renamed
  }

  @Test("Laying out over the same bar, another bar of as many tabs, or any other gives a fresh layout")
  func overwritesInPlace() throws {
    var sameCount = 0
    for (index, configuration) in Self.cases.enumerated() {
      let request = configuration.request
      var reselected = request
      reselected.selectedID = request.items.tabs.last?.id
      reselected.notchCenterX = request.containerSize.width / 4
      let fresh = TabBarLayoutEngine.layout(request)
      let previous = [
        TabBarLayoutEngine.layout(reselected), TabBarLayoutEngine.layout(try Self.renamed(request)),
        TabBarLayoutEngine.layout(Self.cases[(index + 1) % Self.cases.count].request), .empty,
      ]
      for stored in previous {
        var reused = stored
        TabBarLayoutEngine.layout(request, into: &reused)
        try #require(reused == fresh, "\(configuration)")
        try #require(zip(reused.items, fresh.items).allSatisfy { $0.id.utf8.elementsEqual($1.id.utf8) })
        if stored.items.count == fresh.items.count { sameCount += 1 }
      }
    }
    // Not vacuous: most reuse overwrote as many items in place.
    #expect(sameCount > 4_000)
  }
}
