#if canImport(SwiftUI)
  /// What a person may change about a tab in the sidebar's edit mode, like SwiftUI's
  /// `TabCustomizationBehavior`.
  ///
  /// ```swift
  /// TabBarTab("Home", systemImage: "house", value: AppTab.home) { HomeView() }
  ///   .customizationBehavior(.reorderable)
  /// ```
  public enum TabBarCustomizationBehavior: Hashable, Sendable {
    /// Reordered and hidden freely (the default).
    case automatic
    /// Reordered, never hidden.
    case reorderable
    /// Never hidden. The core keeps every tab movable, so a tab that may not move is not yet
    /// offered: this is ``reorderable`` for now.
    case disabled

    /// Whether a person may hide the tab.
    var allowsHiding: Bool { self == .automatic }
  }
#endif
