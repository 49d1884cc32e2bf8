import Foundation
import TabBarCore
import TabBarHostileInput

/// Bars the reorder tests drag tabs along: a declaration, a person's customization, and the bar
/// an app shows of them (through ``TabBarState``, so a narrow one ends with a More item).
struct ReorderBar: CustomStringConvertible {
  let seed: UInt64
  let declared: DeclaredTabs
  let customization: TabBarCustomization
  let width: CGFloat
  let direction: TabBarLayoutDirection
  let metrics: TabBarMetrics
  let selectedID: String?
  /// Compact width keeps five items at most (the rest behind More); regular keeps what fits.
  let sizeClass: HorizontalSizeClass

  /// The arrangement the customization makes.
  var arrangement: TabBarArrangement { TabBarArrangement(declared: declared, customization: customization) }

  /// The bar's layout and the items it was laid out from, for `customization` (this bar's by
  /// default) and `direction`.
  func layout(
    _ customization: TabBarCustomization? = nil, direction: TabBarLayoutDirection? = nil
  ) -> (layout: TabBarLayout, items: TabItems) {
    let arrangement = TabBarArrangement(
      declared: declared, customization: customization ?? self.customization)
    let state = TabBarState(
      items: arrangement.barItems, selectedID: selectedID,
      context: TabBarContext(
        platform: .iPad, sizeClass: sizeClass, containerWidth: width,
        layoutDirection: direction ?? self.direction, styleMinimumItemWidth: metrics.minimumHitSize))
    let request = state.layoutRequest(
      containerSize: CGSize(width: width, height: 844), safeAreaInsets: TabBarInsets(bottom: 34),
      metrics: metrics)
    return (TabBarLayoutEngine.layout(request), state.bar.items)
  }

  /// A music app's bar, everything shown: Home and Radio, a Library section (recent, albums,
  /// artists) shown as tabs or as one entry, an action button and a search tab.
  static func music(
    placement: TabSectionBarPlacement = .tabs, direction: TabBarLayoutDirection = .leftToRight,
    metrics: TabBarMetrics = .indicator, width: CGFloat = 820
  ) throws -> ReorderBar {
    ReorderBar(
      seed: 0, declared: try OrganizationFixtures.music(libraryPlacement: placement),
      customization: TabBarCustomization(), width: width, direction: direction, metrics: metrics,
      selectedID: "home", sizeClass: .regular)
  }

  /// A random bar: 1–9 tabs, perhaps a search tab and an action, up to two sections shown as
  /// tabs or as entries, some tabs hidden, any style and direction, 320–1200 pt wide.
  init(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let count = Int.random(in: 1...9, using: &random)
    var items = (0..<count).map { TabItem(id: "t\($0)", title: "Tab \($0)", symbol: "circle") }
    if Bool.random(using: &random) {
      items.insert(TabItem(id: "find", title: "Search", symbol: "magnifyingglass", role: .search), at: 0)
    }
    if Bool.random(using: &random) {
      items.insert(TabItem(id: "new", title: "New", symbol: "plus", role: .action), at: items.count / 2)
    }
    let ids = (0..<count).map { "t\($0)" }
    let sections = (0..<Int.random(in: 0...2, using: &random)).map { index in
      TabItemGroup(
        id: "s\(index)", title: "S\(index)",
        tabIDs: ids.filter { _ in Int.random(in: 0..<3, using: &random) == 0 },
        barPlacement: Bool.random(using: &random) ? .tabs : .sectionEntry)
    }
    // Unique ids, and sections named apart from the tabs: the declaration is valid.
    declared = try! DeclaredTabs(items: try! TabItems(items), sections: sections)
    let order = ids.shuffled(using: &random)
    let hidden = Set(ids.filter { _ in Int.random(in: 0..<5, using: &random) == 0 })
    customization = TabBarCustomization(order: order, hiddenIDs: hidden).merged(with: declared)
    width = .random(in: 320...1200, using: &random)
    direction = Bool.random(using: &random) ? .leftToRight : .rightToLeft
    metrics = [TabBarMetrics.curved, .curvedFollowing, .floating, .indicator, .material].randomElement(
      using: &random)!
    selectedID = ids.randomElement(using: &random)
    sizeClass = Bool.random(using: &random) ? .compact : .regular
    self.seed = seed
  }

  private init(
    seed: UInt64, declared: DeclaredTabs, customization: TabBarCustomization, width: CGFloat,
    direction: TabBarLayoutDirection, metrics: TabBarMetrics, selectedID: String?,
    sizeClass: HorizontalSizeClass
  ) {
    self.seed = seed
    self.declared = declared
    self.customization = customization
    self.width = width
    self.direction = direction
    self.metrics = metrics
    self.selectedID = selectedID
    self.sizeClass = sizeClass
  }

  var description: String {
    "case \(seed) (replay alone with TABBAR_CASE=\(seed)): \(customization.order), hidden "
      + "\(customization.hiddenIDs.sorted()), sections \(declared.sections.map { "\($0.tabIDs) \($0.barPlacement)" }), "
      + "width \(width), \(direction), \(sizeClass)"
  }

  /// The bars a property runs over: `count` from the run's base seed, or only `TABBAR_CASE`.
  static func sweep(_ count: Int, salt: UInt64) -> [ReorderBar] {
    OrganizationFixtures.seeds(count, salt: salt).map(ReorderBar.init(seed:))
  }
}
