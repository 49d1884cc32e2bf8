extension AccessibilityLanguage {
  /// Japanese ("タブ、4個中2番目"); one form for every count.
  package static let japanese = AccessibilityLanguage(
    code: "ja", pluralRule: .otherOnly,
    messages: [
      .tabPosition: .text("タブ、{total}個中{position}番目"),
      .newItems: .text("新しい項目{count}件"),
      .moreThanNewItems: .text("{count}件を超える新しい項目"),
      .dimmed: .text("淡色表示"),
      .selected: .text("選択中"),
      .actionHint: .text("現在のタブを離れずに操作を実行します"),
      .untitledTab: .text("タブ"),
      .moreTab: .text("その他"),
      .moreTabs: .text("{count}個のタブ"),
      .moreHint: .text("ほかのタブを表示します"),
      .nextTab: .text("次のタブ"),
      .previousTab: .text("前のタブ"),
      .showTab: .text("表示"),
      .hideTab: .text("非表示"),
      .addToTabBar: .text("タブバーに追加"),
      .removeFromTabBar: .text("タブバーから削除"),
      .resetSectionOrder: .text("順序をリセット"),
      .editTabs: .text("編集"),
      .done: .text("完了"),
      .resetCustomization: .text("リセット"),
      .showSidebar: .text("サイドバーを表示"),
      .showTabBar: .text("タブバーを表示"),
    ])
}
