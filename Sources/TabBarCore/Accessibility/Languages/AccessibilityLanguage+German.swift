extension AccessibilityLanguage {
  /// German ("Tab, 2 von 4").
  package static let german = AccessibilityLanguage(
    code: "de", pluralRule: .english,
    messages: [
      .tabPosition: .text("Tab, {position} von {total}"),
      .newItems: .plural(one: "{count} neues Objekt", other: "{count} neue Objekte"),
      .moreThanNewItems: .text("Mehr als {count} neue Objekte"),
      .dimmed: .text("abgeblendet"),
      .selected: .text("ausgewählt"),
      .actionHint: .text("Führt eine Aktion aus, ohne den aktuellen Tab zu verlassen"),
      .untitledTab: .text("Tab"),
      .moreTab: .text("Mehr"),
      .moreTabs: .plural(one: "{count} Tab", other: "{count} Tabs"),
      .moreHint: .text("Zeigt die weiteren Tabs"),
      .nextTab: .text("Nächster Tab"),
      .previousTab: .text("Vorheriger Tab"),
      .showTab: .text("Einblenden"),
      .hideTab: .text("Ausblenden"),
      .addToTabBar: .text("Zur Tableiste hinzufügen"),
      .removeFromTabBar: .text("Aus der Tableiste entfernen"),
      .resetSectionOrder: .text("Reihenfolge zurücksetzen"),
      .editTabs: .text("Bearbeiten"),
      .done: .text("Fertig"),
      .resetCustomization: .text("Zurücksetzen"),
      .showSidebar: .text("Seitenleiste einblenden"),
      .showTabBar: .text("Tableiste einblenden"),
    ])
}
