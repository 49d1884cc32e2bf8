extension AccessibilityLanguage {
  /// Turkish ("Sekme, 2/4"); a noun after a number stays singular.
  package static let turkish = AccessibilityLanguage(
    code: "tr", pluralRule: .english,
    messages: [
      .tabPosition: .text("Sekme, {position}/{total}"),
      .newItems: .text("{count} yeni öğe"),
      .moreThanNewItems: .text("{count} yeni öğeden fazla"),
      .dimmed: .text("soluk"),
      .selected: .text("seçili"),
      .actionHint: .text("Geçerli sekmeden ayrılmadan bir işlem yapar"),
      .untitledTab: .text("Sekme"),
      .moreTab: .text("Diğer"),
      .moreTabs: .text("{count} sekme"),
      .moreHint: .text("Diğer sekmeleri gösterir"),
      .nextTab: .text("Sonraki sekme"),
      .previousTab: .text("Önceki sekme"),
      .showTab: .text("Göster"),
      .hideTab: .text("Gizle"),
      .addToTabBar: .text("Sekme çubuğuna ekle"),
      .removeFromTabBar: .text("Sekme çubuğundan kaldır"),
      .resetSectionOrder: .text("Sıralamayı sıfırla"),
      .editTabs: .text("Düzenle"),
      .done: .text("Bitti"),
      .resetCustomization: .text("Sıfırla"),
      .showSidebar: .text("Kenar Çubuğunu Göster"),
      .showTabBar: .text("Sekme Çubuğunu Göster"),
    ])
}
