/// The entries of the accessibility string table.
package enum AccessibilityStringKey: String, Sendable, Hashable, CaseIterable {
  /// A tab's place among the tabs, for VoiceOver's value: "Tab, {position} of {total}".
  case tabPosition
  /// A count badge, plural: "{count} new items".
  case newItems
  /// A count badge above the display cap (shown "99+"): "More than {count} new items".
  case moreThanNewItems
  /// The state VoiceOver speaks for an item that cannot be used: "dimmed".
  case dimmed
  /// The state VoiceOver speaks for the selected tab: "selected".
  case selected
  /// The action button's hint: it acts, it does not switch tabs.
  case actionHint
  /// The label of an item with neither a title nor an id: "Tab".
  case untitledTab
  /// The title of the overflow item that holds the tabs that do not fit: "More".
  case moreTab
  /// The More item's value, plural: how many tabs it holds, "{count} tabs".
  case moreTabs
  /// The More item's hint: it shows the tabs that do not fit in the bar.
  case moreHint
  /// The title of the keyboard command that moves to the next tab (Control-Tab): "Next Tab".
  case nextTab
  /// The title of the keyboard command that moves to the previous tab: "Previous Tab".
  case previousTab
  /// The label of a sidebar row's switch that shows a hidden tab again, in edit mode: "Show".
  case showTab
  /// The label of a sidebar row's switch that hides its tab, in edit mode: "Hide".
  case hideTab
  /// The label of a sidebar row's switch that puts its tab in the tab bar too: "Add to Tab Bar".
  case addToTabBar
  /// The label of a sidebar row's switch that keeps its tab out of the tab bar (still in the
  /// sidebar): "Remove from Tab Bar".
  case removeFromTabBar
  /// The button of a sidebar section that puts its tabs back in their declared order:
  /// "Reset Order".
  case resetSectionOrder
  /// The button that starts editing the sidebar's tabs: "Edit", as UIKit's Edit bar button.
  case editTabs
  /// The button that ends editing the sidebar's tabs, and closes the More list where it is a
  /// sheet: "Done", as UIKit's Done bar button.
  case done
  /// The button that discards the person's arrangement of the tabs: "Reset".
  case resetCustomization
  /// The toggle that switches an adaptable container from its bar to its sidebar (and opens
  /// the sidebar over the content where it overlays): "Show Sidebar".
  case showSidebar
  /// The toggle that switches an adaptable container from its sidebar back to its bar:
  /// "Show Tab Bar".
  case showTabBar
}
