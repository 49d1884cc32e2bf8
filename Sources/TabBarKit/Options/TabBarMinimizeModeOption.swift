#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// Where the minimize behaviour travels to the container, and on to containers nested in its
  /// tabs (as `TabView`'s modifiers pass on).
  private struct TabBarMinimizeModeKey: EnvironmentKey {
    static var defaultValue: TabBarMinimizeMode? { nil }
  }

  extension EnvironmentValues {
    /// When the bar of a container below minimizes (see
    /// ``TabBarContainer/tabBarMinimizeBehavior(_:)``); `nil` when no container above said, which
    /// the drawn bar and the system's bar take as ``TabBarMinimizeMode/automatic``.
    var tabBarMinimizeMode: TabBarMinimizeMode? {
      get { self[TabBarMinimizeModeKey.self] }
      set { self[TabBarMinimizeModeKey.self] = newValue }
    }
  }

  extension TabBarContainer {
    /// Minimizes the container's bar while the selected tab's content scrolls, as iOS 26's
    /// `tabBarMinimizeBehavior(_:)` does for the system's bar, with Apple's four behaviours:
    /// ``TabBarMinimizeMode/onScrollDown`` minimizes it as the content scrolls down,
    /// ``TabBarMinimizeMode/onScrollUp`` as it scrolls up (content aligned to its bottom),
    /// ``TabBarMinimizeMode/automatic`` (the default) and ``TabBarMinimizeMode/never`` keep it
    /// full, as `automatic` does on iPhone.
    ///
    /// The drawn bar morphs to its compact form (icons only, a shorter row; a floating bar that
    /// labels only its selected tab shrinks to a capsule around it) on the style's spring, at
    /// once under Reduce Motion, and grows back when the content scrolls the other way, reaches
    /// its top (scrolling down) or its end (scrolling up, where the scroll view reports its end:
    /// iOS 18 and later), another tab is chosen, or the bar is tapped (a tap on the minimized bar
    /// only expands it). Under ``SwiftUICore/View/tabBarUsesSystemBar(_:)`` on iOS 26 the system's bar
    /// gets Apple's behaviour itself (it minimizes on iPhone only).
    ///
    /// The offsets come from the selected tab's ``TabBarScrollView``s: on iOS 18, macOS 15 and
    /// tvOS 18 through `onScrollGeometryChange(for:of:action:)` (the content offset below the
    /// top inset); before, from the frame of the scroll view's top anchor in the scroll view's
    /// named coordinate space. A `ScrollView` or `List` of your own reports with
    /// ``SwiftUICore/View/tabBarTracksScrolling()`` where the system gives scroll geometry (iOS 18
    /// and later). The decisions (hysteresis, the top, taps) are the core's
    /// `TabBarMinimization`.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) {
    ///   TabBarTab("Feed", systemImage: "newspaper", value: AppTab.feed) {
    ///     TabBarScrollView { FeedList() }
    ///   }
    /// }
    /// .tabBarMinimizeBehavior(.onScrollDown)
    /// ```
    ///
    /// This is the container's own method, so an app's `TabView` call keeps its spelling: write
    /// it on the container itself, before modifiers that return `some View` (after them the
    /// call is SwiftUI's, which does not reach a drawn bar). A container nested in a tab
    /// inherits the behaviour unless it sets its own.
    ///
    /// - Parameter behavior: When the bar minimizes.
    /// - Returns: The container with that behaviour.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeMode) -> TabBarContainer {
      var copy = self
      copy.minimizeMode = behavior
      return copy
    }
  }
#endif
