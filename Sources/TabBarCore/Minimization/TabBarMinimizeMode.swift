import Foundation

/// When a container's bar minimizes: Apple's four behaviours of the system's bar (SwiftUI's
/// `TabBarMinimizeBehavior`, iOS 26), with Apple's meaning, for TabBarKit's drawn bar.
///
/// ```swift
/// TabBarContainer(selection: $tab) { … }
///   .tabBarMinimizeBehavior(.onScrollDown)
/// ```
///
/// The drawn bar minimizes on scroll on every platform it is drawn on, with
/// `TabBarMinimization`'s hysteresis; the system's own bar (`.tabBarUsesSystemBar(true)` on
/// iOS 26) minimizes on iPhone only, as Apple's does.
public enum TabBarMinimizeMode: Sendable, Hashable, CaseIterable {
  /// The platform's choice, as Apple's: on iPhone and iPad the bar never minimizes.
  case automatic
  /// The bar never minimizes.
  case never
  /// The bar minimizes when the selected tab's content scrolls down (further into it) and grows
  /// back when it scrolls up, reaches its top, or the bar is tapped.
  case onScrollDown
  /// The bar minimizes when the selected tab's content scrolls up (back towards its top), and
  /// grows back when it scrolls down or the bar is tapped: for content aligned to its bottom,
  /// such as a conversation, as Apple recommends.
  case onScrollUp

  /// The direction of scrolling that minimizes the bar; `nil` when it never minimizes on scroll.
  package var minimizingDirection: TabBarMinimization.Direction? {
    switch self {
    case .automatic, .never: nil
    case .onScrollDown: .down
    case .onScrollUp: .up
    }
  }
}
