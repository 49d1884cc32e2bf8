extension AccessibilityLanguage {
  /// Korean ("탭, 4개 중 2번째"); one form for every count.
  package static let korean = AccessibilityLanguage(
    code: "ko", pluralRule: .otherOnly,
    messages: [
      .tabPosition: .text("탭, {total}개 중 {position}번째"),
      .newItems: .text("새로운 항목 {count}개"),
      .moreThanNewItems: .text("새로운 항목 {count}개 초과"),
      .dimmed: .text("흐리게 표시됨"),
      .selected: .text("선택됨"),
      .actionHint: .text("현재 탭을 벗어나지 않고 동작을 수행합니다"),
      .untitledTab: .text("탭"),
      .moreTab: .text("더 보기"),
      .moreTabs: .text("탭 {count}개"),
      .moreHint: .text("다른 탭을 표시합니다"),
      .nextTab: .text("다음 탭"),
      .previousTab: .text("이전 탭"),
      .showTab: .text("보기"),
      .hideTab: .text("가리기"),
      .addToTabBar: .text("탭 막대에 추가"),
      .removeFromTabBar: .text("탭 막대에서 제거"),
      .resetSectionOrder: .text("순서 재설정"),
      .editTabs: .text("편집"),
      .done: .text("완료"),
      .resetCustomization: .text("재설정"),
      .showSidebar: .text("사이드바 보기"),
      .showTabBar: .text("탭 막대 보기"),
    ])
}
