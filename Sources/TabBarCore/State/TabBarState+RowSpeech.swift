extension TabBarState {
  /// What VoiceOver reads for `item`'s row in the sidebar or the More list, in the context's
  /// language: the app's `accessibilityLabel` in place of the title, and its value and hint
  /// (``TabRowSpeech``). The list reads the row's badge itself.
  ///
  /// ```swift
  /// var inbox = TabItem(id: "inbox", title: "Inbox", symbol: "tray")
  /// inbox.accessibilityOverrides.label = "Mail"
  /// state.rowSpeech(of: inbox).label  // "Mail"
  /// ```
  ///
  /// - Parameters:
  ///   - item: The row's tab.
  ///   - strings: The string table (an untitled tab is read as its word for a tab).
  package func rowSpeech(of item: TabItem, strings: AccessibilityStringTable = .standard) -> TabRowSpeech {
    ItemSpeech(strings: strings, language: strings.language(for: context.language)).row(item)
  }
}
