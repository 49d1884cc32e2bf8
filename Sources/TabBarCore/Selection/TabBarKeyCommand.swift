/// A keyboard command a tab container answers, as the core decides it: the key, its modifiers,
/// the title iPadOS lists while Command is held (and macOS in its menus), and the event it sends.
///
/// ```swift
/// for command in state.keyCommands(barDrawsItems: false) {
///   command.title     // "Inbox", "Next Tab", …
///   command.event     // what to send when it fires
/// }
/// ```
package struct TabBarKeyCommand: Sendable, Hashable, Identifiable {
  /// The key of a command.
  package enum Key: Sendable, Hashable {
    /// A character key, such as a digit or "f".
    case character(Character)
    /// The Tab key.
    case tab
    /// The left arrow.
    case leftArrow
    /// The right arrow.
    case rightArrow
  }

  /// The modifier keys a command is pressed with.
  package struct Modifiers: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    package let rawValue: Int
    /// Creates a set from its bits.
    package init(rawValue: Int) { self.rawValue = rawValue }
    /// Command (⌘).
    package static let command = Modifiers(rawValue: 1 << 0)
    /// Option (⌥).
    package static let option = Modifiers(rawValue: 1 << 1)
    /// Control (⌃).
    package static let control = Modifiers(rawValue: 1 << 2)
    /// Shift (⇧).
    package static let shift = Modifiers(rawValue: 1 << 3)
  }

  /// The key.
  package var key: Key
  /// The modifier keys.
  package var modifiers: Modifiers
  /// What the command is called where the system lists the keyboard commands: a tab's title,
  /// or "Next Tab" / "Previous Tab" in the container's language.
  package var title: String
  /// The event to send to ``TabBarState/send(_:)`` when the command fires.
  package var event: TabBarEvent

  /// A stable identity: the key with its modifiers, unique among a container's commands.
  package var id: String { "\(modifiers.rawValue)-\(key)" }

  /// Creates a command; containers get theirs from ``TabBarState/keyCommands(barDrawsItems:strings:)``.
  /// - Parameters:
  ///   - key: The key.
  ///   - modifiers: The modifier keys.
  ///   - title: What the system lists it as.
  ///   - event: What it sends.
  package init(key: Key, modifiers: Modifiers, title: String, event: TabBarEvent) {
    self.key = key
    self.modifiers = modifiers
    self.title = title
    self.event = event
  }
}
