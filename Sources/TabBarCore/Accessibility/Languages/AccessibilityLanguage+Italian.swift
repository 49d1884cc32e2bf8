extension AccessibilityLanguage {
  /// Italian ("Scheda, 2 di 4"); exact millions take "di".
  package static let italian = AccessibilityLanguage(
    code: "it", pluralRule: .spanish,
    messages: [
      .tabPosition: .text("Scheda, {position} di {total}"),
      .newItems: .plural(
        one: "{count} nuovo elemento", other: "{count} nuovi elementi", many: "{count} di nuovi elementi"),
      .moreThanNewItems: .text("Più di {count} nuovi elementi"),
      .dimmed: .text("disattivato"),
      .selected: .text("selezionato"),
      .actionHint: .text("Esegue un’azione senza uscire dalla scheda attuale"),
      .untitledTab: .text("Scheda"),
      .moreTab: .text("Altro"),
      .moreTabs: .plural(one: "{count} scheda", other: "{count} schede", many: "{count} di schede"),
      .moreHint: .text("Mostra le altre schede"),
      .nextTab: .text("Pannello successivo"),
      .previousTab: .text("Pannello precedente"),
      .showTab: .text("Mostra"),
      .hideTab: .text("Nascondi"),
      .addToTabBar: .text("Aggiungi alla barra delle schede"),
      .removeFromTabBar: .text("Rimuovi dalla barra delle schede"),
      .resetSectionOrder: .text("Ripristina ordine"),
      .editTabs: .text("Modifica"),
      .done: .text("Fine"),
      .resetCustomization: .text("Ripristina"),
      .showSidebar: .text("Mostra barra laterale"),
      .showTabBar: .text("Mostra barra dei pannelli"),
    ])
}
