import Foundation
import TabBarRender

/// Scenes the renderer's tests draw: the README's four tabs with badges, laid out by the core.
enum SceneFixtures {
  static func items(
    action: Bool, badges: Bool = true, titles: [String] = ["Home", "Search", "Alerts", "Profile"]
  )
    throws -> TabItems
  {
    let symbols = ["house", "magnifyingglass", "bell", "person", "heart", "gear"]
    var all = titles.enumerated().map { index, title in
      TabItem(id: "tab\(index + 1)", title: title, symbol: symbols[index % symbols.count])
    }
    if badges, all.count >= 4 {
      all[1].badge = .count(3)
      all[3].badge = .count(120)
    }
    if badges, all.count >= 6 { all[5].badge = .text("!") }
    if action {
      all.insert(TabItem(id: "action", title: "New", symbol: "plus", role: .action), at: all.count / 2)
    }
    return try TabItems(all)
  }

  static func scene(
    _ style: TabBarDesign, appearance: ThemeAppearance = .light,
    direction: TabBarLayoutDirection = .leftToRight,
    width: CGFloat = 390, height: CGFloat = 844, textSize: TabBarDynamicTypeSize = .large,
    adjustments: ThemeAdjustments = [], items: TabItems? = nil, selectedID: String? = "tab1"
  ) throws -> TabBarPicture {
    let items = try items ?? self.items(action: style == .curved)
    // The bar an iPhone app shows at this width: the core's container state, More included.
    let state = TabBarState(
      items: items, selectedID: selectedID,
      context: TabBarContext(
        platform: .iPhone, sizeClass: .compact, containerWidth: width, layoutDirection: direction,
        styleMinimumItemWidth: style.metrics(on: .iPhone).minimumHitSize))
    let request = state.layoutRequest(
      containerSize: CGSize(width: width, height: height), safeAreaInsets: TabBarInsets(bottom: 34),
      dynamicTypeFactor: textSize.scaleFactor, metrics: style.metrics(on: .iPhone))
    return TabBarPicture(
      layout: TabBarLayoutEngine.layout(request), items: state.bar.items, theme: style.theme,
      appearance: appearance,
      adjustments: adjustments)
  }
}
