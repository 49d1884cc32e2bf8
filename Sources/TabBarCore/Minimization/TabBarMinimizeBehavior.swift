import Foundation

/// When a container's bar minimizes, as SwiftUI's `TabBarMinimizeBehavior` (iOS 26) says it for
/// the system's bar: never (``automatic`` and ``never``, the default), or while the selected
/// tab's content scrolls down (``onScrollDown``), through ``TabBarMinimization``.
///
/// ```swift
/// TabBarContainer(selection: $tab) { … }
///   .tabBarMinimizeBehavior(.onScrollDown)
/// ```
public enum TabBarMinimizeBehavior: Sendable, Hashable {
  /// The platform's choice: on every platform TabBarKit draws for, the bar keeps its size.
  case automatic
  /// The bar never minimizes.
  case never
  /// The bar minimizes while the selected tab's content scrolls down and grows back when it
  /// scrolls up, reaches its top, or the bar is tapped.
  case onScrollDown

  /// Whether the bar minimizes on scroll (``TabBarMinimization/isEnabled``).
  public var minimizesOnScroll: Bool { self == .onScrollDown }
}
