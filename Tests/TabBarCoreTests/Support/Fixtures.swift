import Foundation
import TabBarCore

/// Item lists the behaviour tests share.
enum Fixtures {
  /// Four tabs (home, search, alerts, profile) around a centre action ("compose", at index 2);
  /// the tabs whose ids are in `disabled` are disabled.
  static func fourTabsAndAction(disabled: Set<String> = []) throws -> TabItems {
    try TabItems([
      TabItem(id: "home", title: "Home", symbol: "house", isEnabled: !disabled.contains("home")),
      TabItem(
        id: "search", title: "Search", symbol: "magnifyingglass", isEnabled: !disabled.contains("search")),
      TabItem(id: "compose", title: "New", symbol: "plus", role: .action),
      TabItem(id: "alerts", title: "Alerts", symbol: "bell", isEnabled: !disabled.contains("alerts")),
      TabItem(id: "profile", title: "Profile", symbol: "person", isEnabled: !disabled.contains("profile")),
    ])
  }

  /// `count` tabs with ids "t0", "t1", …; the tabs numbered in `disabled` are disabled, and an
  /// action item "action" is inserted at `actionIndex` if given.
  static func tabs(_ count: Int, disabled: Set<Int> = [], actionAt actionIndex: Int? = nil) throws -> TabItems
  {
    var items = (0..<count).map {
      TabItem(id: "t\($0)", title: "Tab \($0)", symbol: "circle", isEnabled: !disabled.contains($0))
    }
    if let actionIndex {
      items.insert(TabItem(id: "action", title: "Action", symbol: "plus", role: .action), at: actionIndex)
    }
    return try TabItems(items)
  }

  /// The layout of `items` on a 390 × 844 pt screen with no safe area, `selected` selected.
  static func layout(
    _ items: TabItems, selected: String?, metrics: TabBarMetrics,
    direction: TabBarLayoutDirection = .leftToRight
  ) -> TabBarLayout {
    TabBarLayoutEngine.layout(
      TabBarLayoutRequest(
        items: items, selectedID: selected, containerSize: CGSize(width: 390, height: 844),
        layoutDirection: direction, metrics: metrics))
  }
}
