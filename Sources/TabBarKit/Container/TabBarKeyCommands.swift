#if canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
  import SwiftUI
  import TabBarCore

  /// The keyboard commands of a container that have no button of their own, as the core lists
  /// them (``TabBarState/keyCommands(barDrawsItems:strings:)``): Command-digit for the tabs behind
  /// the More item (every tab in a sidebar or the system bar), Command-F for the search tab,
  /// Control-Tab and Control-Shift-Tab, and Command-Option with the arrows. Each is an invisible
  /// button out of hit testing and VoiceOver, labelled with the core's title so iPadOS lists it
  /// by name while Command is held, present in every presentation.
  @MainActor
  struct TabBarKeyCommands<Value: Hashable>: View {
    let scene: ContainerSnapshot<Value>
    /// Whether the drawn bar is shown: its item buttons answer their own Command-digits.
    let barShowsItems: Bool

    var body: some View {
      if scene.shortcuts == .enabled {
        let send = scene.send
        ZStack {
          ForEach(scene.state.keyCommands(barDrawsItems: barShowsItems)) { command in
            Button(command.title) { send(command.event) }
              .tabBarKeyboardShortcut(Self.key(command.key), modifiers: Self.modifiers(command.modifiers))
              .tabBarUnfocusable()
          }
        }
        .frame(width: 0, height: 0)
        .opacity(0)
        .allowsHitTesting(false)
        .accessibilityHidden(true)
      }
    }

    /// SwiftUI's key for a core command's key.
    private static func key(_ key: TabBarKeyCommand.Key) -> KeyEquivalent {
      switch key {
      case .character(let character): KeyEquivalent(character)
      case .tab: .tab
      case .leftArrow: .leftArrow
      case .rightArrow: .rightArrow
      }
    }

    /// SwiftUI's modifiers for a core command's modifiers.
    private static func modifiers(_ modifiers: TabBarKeyCommand.Modifiers) -> EventModifiers {
      var result: EventModifiers = []
      if modifiers.contains(.command) { result.insert(.command) }
      if modifiers.contains(.option) { result.insert(.option) }
      if modifiers.contains(.control) { result.insert(.control) }
      if modifiers.contains(.shift) { result.insert(.shift) }
      return result
    }
  }
#endif
