extension AccessibilityLanguage {
  /// Hindi ("टैब, 4 में से 2"); 0 and 1 take the singular.
  package static let hindi = AccessibilityLanguage(
    code: "hi", pluralRule: .hindi,
    messages: [
      .tabPosition: .text("टैब, {total} में से {position}"),
      .newItems: .plural(one: "{count} नया आइटम", other: "{count} नए आइटम"),
      .moreThanNewItems: .text("{count} से अधिक नए आइटम"),
      .dimmed: .text("मंद"),
      .selected: .text("चयनित"),
      .actionHint: .text("मौजूदा टैब छोड़े बिना एक कार्रवाई करता है"),
      .untitledTab: .text("टैब"),
      .moreTab: .text("अधिक"),
      .moreTabs: .text("{count} टैब"),
      .moreHint: .text("अन्य टैब दिखाता है"),
      .nextTab: .text("अगला टैब"),
      .previousTab: .text("पिछला टैब"),
      .showTab: .text("दिखाएँ"),
      .hideTab: .text("छिपाएँ"),
      .addToTabBar: .text("टैब बार में जोड़ें"),
      .removeFromTabBar: .text("टैब बार से हटाएँ"),
      .resetSectionOrder: .text("क्रम रीसेट करें"),
      .editTabs: .text("संपादित करें"),
      .done: .text("हो गया"),
      .resetCustomization: .text("रीसेट करें"),
      .showSidebar: .text("साइडबार दिखाएँ"),
      .showTabBar: .text("टैब बार दिखाएँ"),
    ])
}
