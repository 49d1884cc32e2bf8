extension AccessibilityLanguage {
  /// French ("Onglet, 2 sur 4"); 0 and 1 take the singular.
  package static let french = AccessibilityLanguage(
    code: "fr", pluralRule: .french,
    messages: [
      .tabPosition: .text("Onglet, {position} sur {total}"),
      .newItems: .plural(
        one: "{count} nouvel élément", other: "{count} nouveaux éléments",
        many: "{count} de nouveaux éléments"),
      .moreThanNewItems: .text("Plus de {count} nouveaux éléments"),
      .dimmed: .text("estompé"),
      .selected: .text("sélectionné"),
      .actionHint: .text("Effectue une action sans quitter l’onglet actuel"),
      .untitledTab: .text("Onglet"),
      .moreTab: .text("Plus"),
      .moreTabs: .plural(one: "{count} onglet", other: "{count} onglets", many: "{count} d’onglets"),
      .moreHint: .text("Affiche les autres onglets"),
      .nextTab: .text("Onglet suivant"),
      .previousTab: .text("Onglet précédent"),
      .showTab: .text("Afficher"),
      .hideTab: .text("Masquer"),
      .addToTabBar: .text("Ajouter à la barre d’onglets"),
      .removeFromTabBar: .text("Retirer de la barre d’onglets"),
      .resetSectionOrder: .text("Réinitialiser l’ordre"),
      .editTabs: .text("Modifier"),
      .done: .text("OK"),
      .resetCustomization: .text("Réinitialiser"),
      .showSidebar: .text("Afficher la barre latérale"),
      .showTabBar: .text("Afficher la barre d’onglets"),
    ])
}
