#if canImport(SwiftUI)
  import SwiftUI

  /// Whether a container's tabs answer keyboard shortcuts: Command-1…9 for the tabs by position
  /// (behind More too), Control-Tab and Control-Shift-Tab for the next and previous tab, and
  /// Command-Option-arrows in the reading direction.
  ///
  /// ```swift
  /// TabBarContainer(selection: $tab) { … }
  ///   .tabBarKeyboardShortcuts(.disabled)   // the app uses Command-digits itself
  /// ```
  public enum TabBarKeyboardShortcuts: Sendable, Hashable {
    /// The tabs answer the shortcuts (the default for a container that is not inside another's
    /// tab).
    case enabled
    /// The tabs answer none (the default for a container inside another container's tab, so
    /// the two do not claim the same keys).
    case disabled
  }

  /// Where the choice travels to the container.
  private struct TabBarKeyboardShortcutsKey: EnvironmentKey {
    static var defaultValue: TabBarKeyboardShortcuts { .enabled }
  }

  extension EnvironmentValues {
    /// Whether the container below answers keyboard shortcuts.
    var tabBarKeyboardShortcuts: TabBarKeyboardShortcuts {
      get { self[TabBarKeyboardShortcutsKey.self] }
      set { self[TabBarKeyboardShortcutsKey.self] = newValue }
    }
  }

  extension View {
    /// Turns the ``TabBarContainer``'s keyboard shortcuts on or off. A container inside another
    /// container's tab has them off unless it turns them on here.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarKeyboardShortcuts(.disabled)
    /// ```
    public func tabBarKeyboardShortcuts(_ shortcuts: TabBarKeyboardShortcuts) -> some View {
      environment(\.tabBarKeyboardShortcuts, shortcuts)
    }
  }
#endif
