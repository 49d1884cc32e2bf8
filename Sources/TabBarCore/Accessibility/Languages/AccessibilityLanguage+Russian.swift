extension AccessibilityLanguage {
  /// Russian ("Вкладка, 2 из 4"), with one (1, 21), few (2–4, 22) and many (0, 5–20).
  package static let russian = AccessibilityLanguage(
    code: "ru", pluralRule: .russian,
    messages: [
      .tabPosition: .text("Вкладка, {position} из {total}"),
      .newItems: .plural([
        .one: "{count} новый объект", .few: "{count} новых объекта", .many: "{count} новых объектов",
        .other: "{count} нового объекта",
      ]),
      .moreThanNewItems: .text("Более {count} новых объектов"),
      .dimmed: .text("недоступно"),
      .selected: .text("выбрано"),
      .actionHint: .text("Выполняет действие, не покидая текущую вкладку"),
      .untitledTab: .text("Вкладка"),
      .moreTab: .text("Ещё"),
      .moreTabs: .plural([
        .one: "{count} вкладка", .few: "{count} вкладки", .many: "{count} вкладок", .other: "{count} вкладки",
      ]),
      .moreHint: .text("Показывает остальные вкладки"),
      .nextTab: .text("Следующая вкладка"),
      .previousTab: .text("Предыдущая вкладка"),
      .showTab: .text("Показать"),
      .hideTab: .text("Скрыть"),
      .addToTabBar: .text("Добавить в панель вкладок"),
      .removeFromTabBar: .text("Удалить из панели вкладок"),
      .resetSectionOrder: .text("Сбросить порядок"),
      .editTabs: .text("Изменить"),
      .done: .text("Готово"),
      .resetCustomization: .text("Сбросить"),
      .showSidebar: .text("Показать боковое меню"),
      .showTabBar: .text("Показать панель вкладок"),
    ])
}
