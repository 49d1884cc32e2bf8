#if canImport(SwiftUI)
  import SwiftUI

  /// Where the choice travels to the container.
  private struct TabBarInsetsContentForActionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  extension EnvironmentValues {
    /// Whether content below stays clear of a raised action button too.
    var tabBarInsetsContentForAction: Bool {
      get { self[TabBarInsetsContentForActionKey.self] }
      set { self[TabBarInsetsContentForActionKey.self] = newValue }
    }
  }

  extension View {
    /// Insets the ``TabBarContainer``'s content clear of a raised action button as well as the
    /// bar, so the last row of a list can scroll out from under the button. Off by default:
    /// content passes under the button as it passes under a floating bar.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarStyle(.curved)
    ///   .tabBarAction("New", systemImage: "plus") { compose() }
    ///   .tabBarInsetsContentForAction(true)
    /// ```
    public func tabBarInsetsContentForAction(_ insets: Bool = true) -> some View {
      environment(\.tabBarInsetsContentForAction, insets)
    }
  }
#endif
