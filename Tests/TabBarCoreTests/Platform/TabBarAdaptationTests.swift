import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

@Suite("Platform adaptation")
struct TabBarAdaptationTests {
  @Test("Each platform gets its presentation; iPad shows a sidebar only in regular width when preferred")
  func presentations() {
    let plain = TabBarAdaptationPreferences()
    let sidebar = TabBarAdaptationPreferences(prefersSidebar: true)
    #expect(TabBarPresentation.adapting(to: .iPhone, sizeClass: .compact, preferences: sidebar) == .bottomBar)
    #expect(TabBarPresentation.adapting(to: .iPhone, sizeClass: .regular, preferences: sidebar) == .bottomBar)
    #expect(TabBarPresentation.adapting(to: .iPad, sizeClass: .compact, preferences: sidebar) == .bottomBar)
    #expect(TabBarPresentation.adapting(to: .iPad, sizeClass: .regular, preferences: sidebar) == .sidebar)
    #expect(TabBarPresentation.adapting(to: .iPad, sizeClass: .regular, preferences: plain) == .bottomBar)
    #expect(TabBarPresentation.adapting(to: .mac, sizeClass: .regular, preferences: plain) == .sidebar)
    #expect(
      TabBarPresentation.adapting(to: .watch, sizeClass: .compact, preferences: plain) == .verticalPages)
    #expect(TabBarPresentation.adapting(to: .tv, sizeClass: .regular, preferences: plain) == .topBar)
    #expect(
      TabBarPresentation.adapting(to: .vision, sizeClass: .regular, preferences: plain) == .leadingOrnament)
  }

  @Test(
    "defaultTabBarPlacement: only the Mac, which shows one presentation the app may choose, takes the bar; elsewhere each platform keeps its own"
  )
  func fixedPlacement() {
    let bar = TabBarAdaptationPreferences(fixedPlacement: .tabBar)
    let side = TabBarAdaptationPreferences(fixedPlacement: .sidebar)
    #expect(TabBarPresentation.adapting(to: .mac, sizeClass: .regular, preferences: bar) == .bottomBar)
    #expect(TabBarPresentation.adapting(to: .mac, sizeClass: .regular, preferences: side) == .sidebar)
    for platform in TabBarPlatform.allCases where platform != .mac {
      for sizeClass in [HorizontalSizeClass.compact, .regular] {
        for preferences in [bar, side] {
          let plain = TabBarAdaptationPreferences(prefersSidebar: preferences.prefersSidebar)
          #expect(
            TabBarPresentation.adapting(to: platform, sizeClass: sizeClass, preferences: preferences)
              == TabBarPresentation.adapting(to: platform, sizeClass: sizeClass, preferences: plain),
            "\(platform) \(sizeClass)")
        }
      }
    }
    // The iPad still follows the person's choice, whatever the fixed placement says.
    var chosen = bar
    chosen.prefersSidebar = true
    #expect(TabBarPresentation.adapting(to: .iPad, sizeClass: .regular, preferences: chosen) == .sidebar)
  }

  @Test("Stored preferences from before the fixed placement decode with none")
  func fixedPlacementDecoding() throws {
    let old = Data(#"{"prefersSidebar":true,"overflowStyle":"moreTab","watchPresentation":"pages"}"#.utf8)
    let decoded = try JSONDecoder().decode(TabBarAdaptationPreferences.self, from: old)
    #expect(decoded.fixedPlacement == nil && decoded.prefersSidebar)
    let round = try JSONDecoder().decode(
      TabBarAdaptationPreferences.self,
      from: try JSONEncoder().encode(TabBarAdaptationPreferences(fixedPlacement: .tabBar)))
    #expect(round.fixedPlacement == .tabBar)
  }

  @Test("Five tabs fit an iPhone; the sixth sends the fifth and sixth behind a More item")
  func iPhoneMore() throws {
    let five = TabBarAdaptation(
      items: try Fixtures.tabs(5), platform: .iPhone, sizeClass: .compact, containerWidth: 390)
    #expect(
      five.barItemIndices == [0, 1, 2, 3, 4] && !five.showsMoreItem && five.overflowItemIndices.isEmpty)
    #expect(five.itemWidth == 78)
    let six = TabBarAdaptation(
      items: try Fixtures.tabs(6), platform: .iPhone, sizeClass: .compact, containerWidth: 390)
    #expect(six.barItemIndices == [0, 1, 2, 3])
    #expect(six.overflowItemIndices == [4, 5])
    #expect(six.showsMoreItem && six.fitsWidth)
    #expect(six.moreItemIsSelected(selectedIndex: 5) && !six.moreItemIsSelected(selectedIndex: 1))
  }

  @Test("The action button keeps its slot and counts toward the five")
  func actionKeepsSlot() throws {
    let items = try Fixtures.tabs(5, actionAt: 2)
    let adaptation = TabBarAdaptation(
      items: items, platform: .iPhone, sizeClass: .compact, containerWidth: 390)
    #expect(adaptation.barItemIndices == [0, 1, 2, 3])
    #expect(adaptation.overflowItemIndices == [4, 5])
    let bar = try adaptation.barItems(of: items, moreTitle: "More")
    #expect(bar.all.map(\.id) == ["t0", "t1", "action", "t2", TabBarAdaptation.moreItemID])
  }

  @Test("Width decides on iPad in regular width: 64 pt per item")
  func widthDecides() throws {
    let items = try Fixtures.tabs(12)
    let wide = TabBarAdaptation(items: items, platform: .iPad, sizeClass: .regular, containerWidth: 1024)
    #expect(wide.barItemIndices.count == 12 && !wide.showsMoreItem)
    let narrow = TabBarAdaptation(items: items, platform: .iPad, sizeClass: .regular, containerWidth: 500)
    #expect(narrow.barItemIndices.count == 6 && narrow.overflowItemIndices.count == 6)
    let custom = TabBarAdaptation(
      items: items, platform: .iPad, sizeClass: .regular, containerWidth: 500,
      preferences: TabBarAdaptationPreferences(minimumItemWidth: 10))
    #expect(custom.barItemIndices.count == 10)
  }

  @Test("The scrolling style keeps every tab in a bar wider than the container")
  func scrolling() throws {
    let items = try Fixtures.tabs(9, actionAt: 4)
    let adaptation = TabBarAdaptation(
      items: items, platform: .iPhone, sizeClass: .compact, containerWidth: 375,
      preferences: TabBarAdaptationPreferences(overflowStyle: .scrolling))
    #expect(adaptation.scrolls && !adaptation.showsMoreItem)
    #expect(adaptation.barItemIndices == Array(0..<10))
    #expect(adaptation.contentWidth == 640 && adaptation.itemWidth == 64)
  }

  @Test("Apple TV's top bar scrolls rather than using More; vertical presentations list everything")
  func tvAndVertical() throws {
    let items = try Fixtures.tabs(30)
    let tv = TabBarAdaptation(items: items, platform: .tv, sizeClass: .regular, containerWidth: 1920)
    #expect(tv.scrolls && tv.barItemIndices.count == 30 && tv.itemWidth == 120)
    for platform in [TabBarPlatform.mac, .watch, .vision] {
      let adaptation = TabBarAdaptation(
        items: items, platform: platform, sizeClass: .regular, containerWidth: 10)
      #expect(adaptation.barItemIndices.count == 30 && !adaptation.showsMoreItem && !adaptation.scrolls)
    }
  }

  @Test("No tab is ever dropped: each is in the bar or the overflow, for 0 to 100 tabs and any width")
  func nothingDropped() throws {
    var generator = SeededGenerator(seed: SeededGenerator.baseSeed &+ 11)
    let widths: [CGFloat] = [0, -10, .nan, .infinity, -.infinity, 1, 43, 44, 320, 390, 1024, 1e9]
    for _ in 0..<600 {
      let count = Int.random(in: 0...100, using: &generator)
      let action =
        count > 0 && Bool.random(using: &generator) ? Int.random(in: 0...count, using: &generator) : nil
      let items = try Fixtures.tabs(count, actionAt: action)
      let platform = TabBarPlatform.allCases.randomElement(using: &generator) ?? .iPhone
      let sizeClass = HorizontalSizeClass.allCases.randomElement(using: &generator) ?? .compact
      let width = widths.randomElement(using: &generator) ?? 0
      let preferences = TabBarAdaptationPreferences(
        prefersSidebar: Bool.random(using: &generator),
        overflowStyle: TabBarOverflowStyle.allCases.randomElement(using: &generator) ?? .moreTab,
        minimumItemWidth: [nil, .nan, -5, 80, .infinity].randomElement(using: &generator) ?? nil)
      let adaptation = TabBarAdaptation(
        items: items, platform: platform, sizeClass: sizeClass, containerWidth: width,
        preferences: preferences)
      #expect(Set(adaptation.barItemIndices).union(adaptation.overflowItemIndices) == Set(items.indices))
      #expect(Set(adaptation.barItemIndices).isDisjoint(with: adaptation.overflowItemIndices))
      #expect(adaptation.showsMoreItem == !adaptation.overflowItemIndices.isEmpty)
      #expect(adaptation.itemWidth.isFinite && adaptation.contentWidth.isFinite)
      if let actionIndex = items.actionIndex { #expect(adaptation.barItemIndices.contains(actionIndex)) }
      if adaptation.presentation.isHorizontalBar && sizeClass == .compact && !adaptation.scrolls {
        #expect(
          adaptation.barItemIndices.count + (adaptation.showsMoreItem ? 1 : 0)
            <= max(5, items.actionIndex == nil ? 1 : 2))
      }
      let bar = try adaptation.barItems(of: items, moreTitle: "More")
      #expect(bar.count == adaptation.barItemIndices.count + (adaptation.showsMoreItem ? 1 : 0))
    }
  }

  @Test("Too narrow for anything, the bar still holds the More item and the action, and says it does not fit")
  func tooNarrow() throws {
    let items = try Fixtures.tabs(4, actionAt: 2)
    let adaptation = TabBarAdaptation(
      items: items, platform: .iPhone, sizeClass: .compact, containerWidth: 50)
    #expect(adaptation.barItemIndices == [2])
    #expect(adaptation.overflowItemIndices == [0, 1, 3, 4])
    #expect(adaptation.showsMoreItem && !adaptation.fitsWidth)
    #expect(adaptation.itemWidth == 25)
  }

  @Test("The More item's id never collides with an item's")
  func moreIDUnique() throws {
    var list = (0..<8).map { TabItem(id: "t\($0)", title: "T", symbol: "x") }
    list.append(TabItem(id: TabBarAdaptation.moreItemID, title: "Theirs", symbol: "x"))
    list.append(TabItem(id: TabBarAdaptation.moreItemID + "-1", title: "Theirs too", symbol: "x"))
    let items = try TabItems(list)
    let adaptation = TabBarAdaptation(
      items: items, platform: .iPhone, sizeClass: .compact, containerWidth: 390)
    let bar = try adaptation.barItems(of: items, moreTitle: "Más")
    #expect(bar.all.last?.id == TabBarAdaptation.moreItemID + "-2")
    #expect(bar.all.last?.title == "Más")
  }

  @Test("A More item appears only with tabs behind it: a lone action or no tabs never shows an empty More")
  func noEmptyMore() throws {
    let actionOnly = try TabItems([TabItem(id: "a", title: "New", symbol: "plus", role: .action)])
    for width: CGFloat in [0, 20, 43, 390] {
      for items in [actionOnly, try Fixtures.tabs(0)] {
        let adaptation = TabBarAdaptation(
          items: items, platform: .iPhone, sizeClass: .compact, containerWidth: width)
        #expect(!adaptation.showsMoreItem, "width \(width), \(items.count) items")
        #expect(adaptation.barItemIndices == Array(items.indices))
        #expect(adaptation.overflowItemIndices.isEmpty)
      }
    }
  }

  @Test("Preferences stored before the watch choice existed still decode, as pages; the choice round-trips")
  func storedPreferences() throws {
    let old = Data(#"{"prefersSidebar":true,"overflowStyle":"scrolling"}"#.utf8)
    let decoded = try JSONDecoder().decode(TabBarAdaptationPreferences.self, from: old)
    #expect(decoded == TabBarAdaptationPreferences(prefersSidebar: true, overflowStyle: .scrolling))
    #expect(decoded.watchPresentation == .pages)
    let bar = TabBarAdaptationPreferences(watchPresentation: .iconBar)
    let again = try JSONDecoder().decode(
      TabBarAdaptationPreferences.self, from: try JSONEncoder().encode(bar))
    #expect(again == bar)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        TabBarAdaptationPreferences.self, from: Data(#"{"watchPresentation":"wrist"}"#.utf8))
    }
  }
}
