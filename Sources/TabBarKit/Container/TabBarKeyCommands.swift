#if canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
  import SwiftUI
  import TabBarCore

  /// The keyboard commands of a container that have no button of their own, as invisible
  /// buttons out of hit testing and VoiceOver, present in every presentation: Command-digit for
  /// the tabs behind the More item (every tab in a sidebar or the system bar), Command-F for the
  /// search tab, Control-Tab and Control-Shift-Tab for the next and previous tab, and Command-Option with the
  /// left and right arrows, which follow the reading direction. The core decides each (skipping
  /// disabled tabs, wrapping around, mirroring for right-to-left).
  @MainActor
  struct TabBarKeyCommands<Value: Hashable>: View {
    let scene: TabBarScene<Value>
    /// Whether the drawn bar is shown: its item buttons answer their own Command-digits, so only
    /// the tabs behind More need one here; without it (sidebar, system bar) every tab does.
    let barShowsItems: Bool

    var body: some View {
      if scene.shortcuts == .enabled {
        let send = scene.send
        ZStack {
          ForEach(barShowsItems ? scene.state.bar.overflowItems : scene.state.items.tabs) { item in
            command(digitKey(scene.shortcutDigit(ofTab: item.id))) {
              send(.chooseTab(id: item.id))
            }
          }
          if let index = scene.state.items.tabIndex(forCommandKey: TabItems.searchCommandKey) {
            let id = scene.state.items.all[index].id
            command(KeyEquivalent(TabItems.searchCommandKey)) { send(.chooseTab(id: id)) }
          }
          command(.tab, modifiers: .control) { send(.step(.next)) }
          command(.tab, modifiers: [.control, .shift]) { send(.step(.previous)) }
          command(.leftArrow, modifiers: [.command, .option]) { send(.arrowKey(.left)) }
          command(.rightArrow, modifiers: [.command, .option]) { send(.arrowKey(.right)) }
        }
        .frame(width: 0, height: 0)
        .opacity(0)
        .allowsHitTesting(false)
        .accessibilityHidden(true)
      }
    }

    /// The key of a Command-digit shortcut.
    private func digitKey(_ digit: Int?) -> KeyEquivalent? {
      guard let character = digit.flatMap({ String($0).first }) else { return nil }
      return KeyEquivalent(character)
    }

    /// An invisible button answering `key` with `modifiers`; nothing without a key.
    @ViewBuilder
    private func command(
      _ key: KeyEquivalent?, modifiers: EventModifiers = .command, perform: @escaping @MainActor () -> Void
    ) -> some View {
      if let key {
        Button {
          perform()
        } label: {
          Color.clear
        }
        .tabBarKeyboardShortcut(key, modifiers: modifiers)
      }
    }
  }
#endif
