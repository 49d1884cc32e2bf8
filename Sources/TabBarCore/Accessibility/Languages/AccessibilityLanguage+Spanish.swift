extension AccessibilityLanguage {
  /// Spanish, as iOS's VoiceOver speaks a tab bar ("Pestaña, 2 de 4", "atenuado").
  public static let spanish = AccessibilityLanguage(
    code: "es", pluralRule: .spanish,
    messages: [
      .tabPosition: .text("Pestaña, {position} de {total}"),
      .newItems: .plural(
        one: "{count} elemento nuevo", other: "{count} elementos nuevos", many: "{count} de elementos nuevos"),
      .moreThanNewItems: .text("Más de {count} elementos nuevos"),
      .dimmed: .text("atenuado"),
      .selected: .text("seleccionado"),
      .actionHint: .text("Realiza una acción sin salir de la pestaña actual"),
      .untitledTab: .text("Pestaña"),
      .moreTab: .text("Más"),
      .moreTabs: .plural(one: "{count} pestaña", other: "{count} pestañas", many: "{count} de pestañas"),
      .moreHint: .text("Muestra las demás pestañas"),
      .nextTab: .text("Pestaña siguiente"),
      .previousTab: .text("Pestaña anterior"),
      .showTab: .text("Mostrar"),
      .hideTab: .text("Ocultar"),
      .addToTabBar: .text("Añadir a la barra de pestañas"),
      .removeFromTabBar: .text("Quitar de la barra de pestañas"),
      .resetSectionOrder: .text("Restablecer orden"),
      .editTabs: .text("Editar"),
      .done: .text("OK"),
      .resetCustomization: .text("Restablecer"),
      .showSidebar: .text("Mostrar barra lateral"),
      .showTabBar: .text("Mostrar barra de pestañas"),
    ])
}
