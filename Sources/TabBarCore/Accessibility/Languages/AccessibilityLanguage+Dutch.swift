extension AccessibilityLanguage {
  /// Dutch ("Tabblad, 2 van 4").
  package static let dutch = AccessibilityLanguage(
    code: "nl", pluralRule: .english,
    messages: [
      .tabPosition: .text("Tabblad, {position} van {total}"),
      .newItems: .plural(one: "{count} nieuw item", other: "{count} nieuwe items"),
      .moreThanNewItems: .text("Meer dan {count} nieuwe items"),
      .dimmed: .text("gedimd"),
      .selected: .text("geselecteerd"),
      .actionHint: .text("Voert een actie uit zonder het huidige tabblad te verlaten"),
      .untitledTab: .text("Tabblad"),
      .moreTab: .text("Meer"),
      .moreTabs: .plural(one: "{count} tabblad", other: "{count} tabbladen"),
      .moreHint: .text("Toont de andere tabbladen"),
      .nextTab: .text("Volgende tab"),
      .previousTab: .text("Vorige tab"),
      .showTab: .text("Toon"),
      .hideTab: .text("Verberg"),
      .addToTabBar: .text("Voeg toe aan tabbladbalk"),
      .removeFromTabBar: .text("Verwijder uit tabbladbalk"),
      .resetSectionOrder: .text("Herstel volgorde"),
      .editTabs: .text("Wijzig"),
      .done: .text("Gereed"),
      .resetCustomization: .text("Herstel"),
      .showSidebar: .text("Toon navigatiekolom"),
      .showTabBar: .text("Toon tabbladbalk"),
    ])
}
