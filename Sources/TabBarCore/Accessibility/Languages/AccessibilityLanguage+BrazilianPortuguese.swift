extension AccessibilityLanguage {
  /// Brazilian Portuguese ("Aba, 2 de 4"); 0 and 1 take the singular. It also answers Portugal's Portuguese, the closest the table has.
  package static let brazilianPortuguese = AccessibilityLanguage(
    code: "pt-BR", pluralRule: .french,
    messages: [
      .tabPosition: .text("Aba, {position} de {total}"),
      .newItems: .plural(
        one: "{count} item novo", other: "{count} itens novos", many: "{count} de itens novos"),
      .moreThanNewItems: .text("Mais de {count} itens novos"),
      .dimmed: .text("esmaecido"),
      .selected: .text("selecionado"),
      .actionHint: .text("Realiza uma ação sem sair da aba atual"),
      .untitledTab: .text("Aba"),
      .moreTab: .text("Mais"),
      .moreTabs: .plural(one: "{count} aba", other: "{count} abas", many: "{count} de abas"),
      .moreHint: .text("Mostra as outras abas"),
      .nextTab: .text("Próxima aba"),
      .previousTab: .text("Aba anterior"),
      .showTab: .text("Mostrar"),
      .hideTab: .text("Ocultar"),
      .addToTabBar: .text("Adicionar à barra de abas"),
      .removeFromTabBar: .text("Remover da barra de abas"),
      .resetSectionOrder: .text("Redefinir ordem"),
      .editTabs: .text("Editar"),
      .done: .text("OK"),
      .resetCustomization: .text("Redefinir"),
      .showSidebar: .text("Mostrar Barra Lateral"),
      .showTabBar: .text("Mostrar Barra de Abas"),
    ])
}
