/// Whether a drag that pauses over a tab selects it (spring loading), as SwiftUI's
/// `SpringLoadingBehavior` says for `TabContent.springLoadingBehavior(_:)`: tabs spring-load
/// unless disabled.
///
/// ```swift
/// TabBarTab("Albums", systemImage: "square.stack", value: AppTab.albums) { AlbumsView() }
///   .springLoadingBehavior(.disabled)
/// ```
public enum TabBarSpringLoadingBehavior: Sendable, Hashable {
  /// The container's default: a tab spring-loads, as `TabView`'s tabs do.
  case automatic
  /// A drag pausing over the tab selects it.
  case enabled
  /// A drag over the tab never selects it.
  case disabled
}
