extension AccessibilityLanguage {
  /// English, as iOS's VoiceOver speaks a tab bar ("Tab, 2 of 4").
  public static let english = AccessibilityLanguage(
    code: "en", pluralRule: .english,
    messages: [
      .tabPosition: .text("Tab, {position} of {total}"),
      .newItems: .plural(one: "{count} new item", other: "{count} new items"),
      .moreThanNewItems: .text("More than {count} new items"),
      .dimmed: .text("dimmed"),
      .selected: .text("selected"),
      .actionHint: .text("Performs an action without leaving the current tab"),
      .untitledTab: .text("Tab"),
      .moreTab: .text("More"),
      .moreTabs: .plural(one: "{count} tab", other: "{count} tabs"),
      .moreHint: .text("Shows the other tabs"),
      .nextTab: .text("Next Tab"),
      .previousTab: .text("Previous Tab"),
      .showTab: .text("Show"),
      .hideTab: .text("Hide"),
      .addToTabBar: .text("Add to Tab Bar"),
      .removeFromTabBar: .text("Remove from Tab Bar"),
      .resetSectionOrder: .text("Reset Order"),
      .editTabs: .text("Edit"),
      .done: .text("Done"),
      .resetCustomization: .text("Reset"),
      .showSidebar: .text("Show Sidebar"),
      .showTabBar: .text("Show Tab Bar"),
    ])
}
