extension AccessibilityLanguage {
  /// Traditional Chinese ("標籤頁，第 2 個，共 4 個"), for Taiwan, Hong Kong and Macao; one form for every count.
  package static let traditionalChinese = AccessibilityLanguage(
    code: "zh-Hant", pluralRule: .otherOnly,
    messages: [
      .tabPosition: .text("標籤頁，第 {position} 個，共 {total} 個"),
      .newItems: .text("{count} 個新項目"),
      .moreThanNewItems: .text("超過 {count} 個新項目"),
      .dimmed: .text("變暗"),
      .selected: .text("已選取"),
      .actionHint: .text("執行動作而不離開目前的標籤頁"),
      .untitledTab: .text("標籤頁"),
      .moreTab: .text("更多"),
      .moreTabs: .text("{count} 個標籤頁"),
      .moreHint: .text("顯示其他標籤頁"),
      .nextTab: .text("下一個標籤頁"),
      .previousTab: .text("上一個標籤頁"),
      .showTab: .text("顯示"),
      .hideTab: .text("隱藏"),
      .addToTabBar: .text("加入標籤頁列"),
      .removeFromTabBar: .text("從標籤頁列移除"),
      .resetSectionOrder: .text("重置順序"),
      .editTabs: .text("編輯"),
      .done: .text("完成"),
      .resetCustomization: .text("重置"),
      .showSidebar: .text("顯示側邊欄"),
      .showTabBar: .text("顯示標籤列"),
    ])
}
