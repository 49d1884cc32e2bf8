import Foundation
import TabBarCore
import Testing

/// Which of the bar's items a drag may move, and among which.
@Suite("Arrangement: the bar's movable runs")
struct MovableRunsTests {
  @Test("Tabs move among their own group: outside sections, or within one section shown as tabs")
  func groups() throws {
    let tabs = TabBarArrangement(declared: try OrganizationFixtures.music(libraryPlacement: .tabs))
    let shown = ["home", "radio", "recent", "albums", "artists", "search"]
    #expect(tabs.barItems.all.map(\.id) == ["home", "radio", "recent", "albums", "artists", "new", "search"])
    #expect(tabs.movableRuns(among: shown) == [0..<2, 2..<5])
    let entry = TabBarArrangement(declared: try OrganizationFixtures.music())
    #expect(entry.movableRuns(among: ["home", "radio", "library", "search"]) == [0..<2])
  }

  @Test("The action, search, More, section entries, unknown and repeated ids stay put and end a run")
  func fixedItems() throws {
    let tabs = TabBarArrangement(declared: try OrganizationFixtures.music(libraryPlacement: .tabs))
    let more = TabBarAdaptation.moreItemID
    #expect(tabs.movableRuns(among: ["home", more, "radio"]).isEmpty)
    #expect(
      tabs.movableRuns(among: ["new", "home", "radio", "home", "albums", "artists", more]) == [1..<3, 4..<6])
    #expect(tabs.movableRuns(among: ["search", "library", "gone", "home"]).isEmpty)
    #expect(tabs.movableRuns(among: []).isEmpty)
  }
}
