extension AccessibilityLanguage {
  /// Simplified Chinese ("标签，第 2 个，共 4 个"), for mainland China and Singapore; one form for every count.
  package static let simplifiedChinese = AccessibilityLanguage(
    code: "zh-Hans", pluralRule: .otherOnly,
    messages: [
      .tabPosition: .text("标签，第 {position} 个，共 {total} 个"),
      .newItems: .text("{count} 个新项目"),
      .moreThanNewItems: .text("超过 {count} 个新项目"),
      .dimmed: .text("变暗"),
      .selected: .text("已选择"),
      .actionHint: .text("执行操作而不离开当前标签"),
      .untitledTab: .text("标签"),
      .moreTab: .text("更多"),
      .moreTabs: .text("{count} 个标签"),
      .moreHint: .text("显示其他标签"),
      .nextTab: .text("下一个标签页"),
      .previousTab: .text("上一个标签页"),
      .showTab: .text("显示"),
      .hideTab: .text("隐藏"),
      .addToTabBar: .text("添加到标签栏"),
      .removeFromTabBar: .text("从标签栏中移除"),
      .resetSectionOrder: .text("重置顺序"),
      .editTabs: .text("编辑"),
      .done: .text("完成"),
      .resetCustomization: .text("重置"),
      .showSidebar: .text("显示边栏"),
      .showTabBar: .text("显示标签栏"),
    ])
}
