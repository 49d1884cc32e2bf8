#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// Where the minimize behaviour travels to the container.
  private struct TabBarMinimizeBehaviorKey: EnvironmentKey {
    static var defaultValue: TabBarMinimizeBehavior { .automatic }
  }

  extension EnvironmentValues {
    /// When the bar of a container below minimizes (see
    /// ``SwiftUI/View/tabBarMinimizeBehavior(_:)``).
    var tabBarMinimizeBehavior: TabBarMinimizeBehavior {
      get { self[TabBarMinimizeBehaviorKey.self] }
      set { self[TabBarMinimizeBehaviorKey.self] = newValue }
    }
  }

  extension View {
    /// Minimizes the ``TabBarContainer``'s bar while the selected tab's content scrolls down, as
    /// iOS 26's `tabBarMinimizeBehavior(.onScrollDown)` does for the system's bar: the bar
    /// morphs to its compact form (icons only, a shorter row; a floating bar that labels only
    /// its selected tab shrinks to a capsule around it) on the style's spring, at once under
    /// Reduce Motion, and grows back when the content scrolls up, reaches its top, another tab
    /// is chosen, or the bar is tapped (a tap on the minimized bar only expands it).
    ///
    /// The offsets come from the selected tab's ``TabBarScrollView``s: on iOS 18, macOS 15 and
    /// tvOS 18 through `onScrollGeometryChange(for:of:action:)` (the content offset below the
    /// top inset); before, from the frame of the scroll view's top anchor in the scroll view's
    /// named coordinate space. A `ScrollView` or `List` of your own reports with
    /// ``SwiftUI/View/tabBarTracksScrolling()`` where the system gives scroll geometry (iOS 18
    /// and later). The decisions (hysteresis, the top, taps) are the core's
    /// ``TabBarMinimization``.
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
    /// - Parameter behavior: When the bar minimizes; ``TabBarMinimizeBehavior/automatic`` (the
    ///   default) and ``TabBarMinimizeBehavior/never`` keep it full.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
      environment(\.tabBarMinimizeBehavior, behavior)
    }
  }
#endif
