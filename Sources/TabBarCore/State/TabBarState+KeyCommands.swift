extension TabBarState {
  /// The keyboard commands the container answers beyond its bar's own item buttons, each with
  /// the title the system lists it under while Command is held:
  ///
  /// - Command-1 … Command-9 for the tabs that have no button of their own: those behind the
  ///   More item when the drawn bar shows its items (`barDrawsItems`), every tab otherwise (a
  ///   sidebar, the system's bar). Titled with the tab's title.
  /// - Command-F for the search tab, titled with its title.
  /// - Control-Tab and Control-Shift-Tab: "Next Tab", "Previous Tab".
  /// - Command-Option-Left and -Right, which follow the reading direction: in a right-to-left
  ///   container the left arrow is "Next Tab".
  ///
  /// Whether each command does anything is the event's business (a disabled tab's shortcut is
  /// refused like a tap), so the list does not change with the selection. While a bottom bar is
  /// hidden (``isBarHidden``: a screen that hides it is shown) there are none, as there is no
  /// bar to move through (``keyboardIsSuspended``).
  ///
  /// ```swift
  /// state.keyCommands(barDrawsItems: true).map(\.title)
  /// // ["Radio", "Search", "Next Tab", "Previous Tab", "Previous Tab", "Next Tab"]
  /// ```
  /// - Parameters:
  ///   - barDrawsItems: Whether a drawn bar shows the tabs' own buttons, which carry their
  ///     Command-digits.
  ///   - strings: The string table for the built-in titles.
  package func keyCommands(
    barDrawsItems: Bool, strings: AccessibilityStringTable = .standard
  ) -> [TabBarKeyCommand] {
    guard !keyboardIsSuspended else { return [] }
    let speech = ItemSpeech(strings: strings, language: strings.language(for: context.language))
    var commands: [TabBarKeyCommand] = []
    for item in barDrawsItems ? bar.overflowItems : items.tabs {
      guard let digit = shortcutDigit(ofTab: item.id), let key = String(digit).first else { continue }
      commands.append(
        TabBarKeyCommand(
          key: .character(key), modifiers: .command, title: speech.spokenLabel(item),
          event: .shortcut(digit: digit)))
    }
    if let id = enabledSearchTabID, let index = items.index(of: id) {
      let search = items.all[index]
      commands.append(
        TabBarKeyCommand(
          key: .character(TabItems.searchCommandKey), modifiers: .command,
          title: speech.spokenLabel(search), event: .activateSearch))
    }
    return commands + steppingCommands(speech)
  }

  /// Control-Tab, Control-Shift-Tab and Command-Option with the left and right arrows.
  private func steppingCommands(_ speech: ItemSpeech) -> [TabBarKeyCommand] {
    func title(_ step: TabNavigationStep) -> String {
      speech.string(step == .next ? .nextTab : .previousTab)
    }
    let direction = context.layoutDirection
    return [
      TabBarKeyCommand(key: .tab, modifiers: .control, title: title(.next), event: .step(.next)),
      TabBarKeyCommand(
        key: .tab, modifiers: [.control, .shift], title: title(.previous), event: .step(.previous)),
      TabBarKeyCommand(
        key: .leftArrow, modifiers: [.command, .option], title: title(ArrowKey.left.step(in: direction)),
        event: .arrowKey(.left)),
      TabBarKeyCommand(
        key: .rightArrow, modifiers: [.command, .option], title: title(ArrowKey.right.step(in: direction)),
        event: .arrowKey(.right)),
    ]
  }

  /// Whether the keyboard's tab commands are off: while a screen hides the bottom bar, neither
  /// ``keyCommands(barDrawsItems:strings:)`` nor the bar's own buttons
  /// (``shortcutDigit(ofTab:)``) answer, as the system's hidden bar does not.
  package var keyboardIsSuspended: Bool { isBarHidden && presentation == .bottomBar }
}
