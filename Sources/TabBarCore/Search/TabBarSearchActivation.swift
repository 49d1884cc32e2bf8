/// Whether choosing the search tab also activates its search field, as SwiftUI's
/// `TabSearchActivation` says for the system's tab view (iOS 26).
///
/// ```swift
/// TabBarContainer(selection: $tab) { … }
///   .tabBarSearchActivation(.searchTabSelection)  // a tap on Search puts the cursor in its field
/// ```
///
/// Command-F activates the field whatever the choice, as it does in the system's tab view.
public enum TabBarSearchActivation: Sendable, Hashable, CaseIterable {
  /// Choosing the search tab shows it; its field waits for a tap (Command-F still activates it).
  case automatic
  /// Choosing the search tab shows it with its field active, the keyboard up.
  case searchTabSelection
}
