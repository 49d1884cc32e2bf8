import Foundation
import TabBarCore
import Testing

/// The floating style's search circle is counted among the tabs, as the system's bar counts its
/// search tab: where it stands apart, every item says its own place.
@Suite("Counting the tabs for VoiceOver")
struct TabBarTabCountingTests {
  @Test("The system counts only where it has the trait and every tab is in one container")
  func rule() {
    #expect(TabBarTabCounting(systemHasTrait: true, searchStandsApart: false) == .bySystem)
    #expect(TabBarTabCounting(systemHasTrait: true, searchStandsApart: true) == .byItems)
    #expect(TabBarTabCounting(systemHasTrait: false, searchStandsApart: false) == .byItems)
    #expect(TabBarTabCounting(systemHasTrait: false, searchStandsApart: true) == .byItems)
    for counting in [TabBarTabCounting.bySystem, .byItems] {
      // Exactly one of the two says the place: never both, never neither.
      #expect(counting.includesPosition != counting.containerHasTrait)
    }
  }

  @Test("With the search circle apart, the row and the circle read one count, the circle last")
  func searchCircleIsCounted() throws {
    let items = try TabItems([
      TabItem(id: "home", title: "Home", symbol: "house"),
      TabItem(id: "inbox", title: "Inbox", symbol: "tray"),
      TabItem(id: "library", title: "Library", symbol: "books.vertical"),
      TabItem(id: "profile", title: "Profile", symbol: "person"),
      TabItem(id: "search", title: "Search", symbol: "magnifyingglass", role: .search),
    ])
    let counting = TabBarTabCounting(systemHasTrait: true, searchStandsApart: true)
    let spoken = items.accessibility(selectedID: "home", includesPosition: counting.includesPosition)
    #expect(spoken.map(\.value) == (1...5).map { "Tab, \($0) of 5" })
    #expect(spoken.last?.id == "search" && spoken.last?.label == "Search")
    let system = TabBarTabCounting(systemHasTrait: true, searchStandsApart: false)
    let counted = items.accessibility(selectedID: "home", includesPosition: system.includesPosition)
    #expect(counted.allSatisfy { $0.value.isEmpty })
  }
}
