import TabBarCore
import Testing

@Suite("VoiceOver and the More item")
struct MoreItemAccessibilityTests {
  /// Six tabs and an action on an iPhone: three tabs, the action and More in the bar; the last
  /// three tabs (badged 3, "New" and 2) behind More.
  static func bar(language: String = "en") throws -> (TabBarAdaptation, TabItems, [TabItemAccessibility]) {
    let badges: [TabBadge?] = [.count(1), nil, nil, .count(3), .text("New"), .count(2)]
    var all = badges.enumerated().map { TabItem(id: "t\($0)", title: "T\($0)", symbol: "house", badge: $1) }
    all.insert(TabItem(id: "new", title: "New", symbol: "plus", role: .action), at: 2)
    let items = try TabItems(all)
    let adaptation = TabBarAdaptation(
      items: items, platform: .iPhone, sizeClass: .compact, containerWidth: 390)
    let bar = try adaptation.barItems(of: items, moreTitle: "More")
    return (adaptation, bar, adaptation.accessibility(ofBar: bar, selectedID: "t0", language: language))
  }

  @Test("Tabs count tabs only: neither the action nor the More item is 'Tab, n of m'")
  func countsTabsOnly() throws {
    let (adaptation, bar, elements) = try Self.bar()
    #expect(adaptation.showsMoreItem && adaptation.overflowItemIndices.count == 3)
    #expect(bar.all.map(\.id) == ["t0", "t1", "new", "t2", TabBarAdaptation.moreItemID])
    #expect(
      elements.map(\.value) == [
        "Tab, 1 of 3, 1 new item", "Tab, 2 of 3", "", "Tab, 3 of 3", "3 tabs, 5 new items",
      ])
    #expect(elements.map(\.isMoreItem) == [false, false, false, false, true])
    #expect(elements.map(\.isAction) == [false, false, true, false, false])
    let traitBar = adaptation.accessibility(ofBar: bar, selectedID: "t0", includesPosition: false)
    #expect(traitBar.map(\.value) == ["1 new item", "", "", "", "3 tabs, 5 new items"])
  }

  @Test("The More item says More, how many tabs it holds with their summed badge, and what it does")
  func moreItem() throws {
    let more = try #require(try Self.bar().2.last)
    #expect(more.label == "More")
    #expect(more.hint == "Shows the other tabs")
    #expect(more.spokenDescription == "More, 3 tabs, 5 new items, Shows the other tabs")
    let spanish = try #require(try Self.bar(language: "es-MX").2.last)
    #expect(spanish.value == "3 pestañas, 5 elementos nuevos")
    #expect(spanish.hint == "Muestra las demás pestañas")
    let russian = try #require(try Self.bar(language: "ru").2.last)
    #expect(russian.value == "3 вкладки, 5 новых объектов")
  }

  @Test("Selecting a tab behind More selects the More item, which VoiceOver then calls selected")
  func selectedMore() throws {
    let (adaptation, bar, _) = try Self.bar()
    #expect(adaptation.moreItemIsSelected(selectedIndex: 6))
    let elements = adaptation.accessibility(ofBar: bar, selectedID: TabBarAdaptation.moreItemID)
    #expect(elements.map(\.isSelected) == [false, false, false, false, true])
    #expect(elements[4].spokenDescription.hasPrefix("selected, More, 3 tabs"))
  }

  @Test("The More item's badge sums its tabs' counts, else shows a dot for their texts, else nothing")
  func moreBadge() throws {
    func badge(_ overflow: [TabBadge?]) throws -> TabBadge? {
      let badges: [TabBadge?] = [nil, nil, nil, nil] + overflow
      let items = try TabItems(
        badges.enumerated().map { TabItem(id: "t\($0)", title: "T", symbol: "house", badge: $1) })
      let adaptation = TabBarAdaptation(
        items: items, platform: .iPhone, sizeClass: .compact, containerWidth: 390)
      return try adaptation.barItems(of: items, moreTitle: "More").all.last?.badge
    }
    #expect(try badge([.count(3), .count(4)]) == .count(7))
    #expect(try badge([.text("New"), .count(0), .text("!")]) == .dot)
    #expect(try badge([.text(" "), .count(-5), nil]) == nil)
    #expect(try badge([.count(Int.max), .count(Int.max)]) == .count(Int.max))
  }

  @Test("Without a More item, the bar reads as the items alone")
  func withoutMore() throws {
    let items = try TabItems([
      TabItem(id: "a", title: "A", symbol: "house"), TabItem(id: "b", title: "B", symbol: "bell"),
    ])
    let adaptation = TabBarAdaptation(
      items: items, platform: .iPhone, sizeClass: .compact, containerWidth: 390)
    let bar = try adaptation.barItems(of: items, moreTitle: "More")
    #expect(adaptation.accessibility(ofBar: bar, selectedID: "a") == items.accessibility(selectedID: "a"))
  }
}
