#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// What a tab's content is told by its container, through the environment: which tab it is,
  /// its reselections, how to report to the core (hide requests, navigation depth), and the
  /// container's bar-or-sidebar choice (for a ``TabBarSidebarToggle`` in the tab).
  ///
  /// It reaches views pushed onto a `NavigationStack` (the environment flows into destinations,
  /// a preference set in a pushed view does not flow back out), and is `nil` outside a container.
  ///
  /// Two contexts are equal when they say the same: the same tab, reselection, animation,
  /// sidebar choice and search activation request, and a scroll reporter or none. The closures are left out of the comparison, so a
  /// container's re-render does not re-render every view in its tabs that reads the context.
  /// That is sound because of what tab content sends through them: hide requests, navigation
  /// depths, back swipes and scroll offsets, events that change only the container's `@State`
  /// (whose storage stays the same from render to render) and return no effects, so they never
  /// reach the per-render values a closure also captured (the declarations, the selection
  /// binding); the one per-render value they use, the style's animation, is compared. An event
  /// sent from tab content that asks the views to act would break this.
  struct TabBarTabContext: Equatable {
    /// The tab's item id.
    let tabID: String
    /// The tab's latest reselection, as the core decided it.
    let reselection: TabBarReselection
    /// Sends an event about this tab to the container's core state.
    let send: @MainActor (TabBarEvent) -> Void
    /// The animation the bar hides and returns on, with the content's inset: the style's
    /// spring, or `nil` (at once) under Reduce Motion.
    let barAnimation: Animation?
    /// Reports the tab's scroll offset (and the offset at its end, where known) to the container
    /// while its bar minimizes on scroll; `nil` otherwise, so scroll views read nothing.
    let reportScrollOffset: (@MainActor (CGFloat, CGFloat?) -> Void)?
    /// The container's bar-or-sidebar choice, when it is adaptable: a nested container's tabs get
    /// their own container's, never this one's (the settings boundary clears it for them).
    var sidebarChoice: Binding<Bool>? = nil
    /// The core's latest request to activate this tab's search field
    /// (``SwiftUICore/View/tabBarSearchable(text:prompt:)`` answers it); `nil` before any.
    var searchActivation: Int? = nil

    nonisolated static func == (lhs: TabBarTabContext, rhs: TabBarTabContext) -> Bool {
      lhs.tabID == rhs.tabID && lhs.reselection == rhs.reselection && lhs.barAnimation == rhs.barAnimation
        && (lhs.reportScrollOffset == nil) == (rhs.reportScrollOffset == nil)
        && lhs.sidebarChoice?.wrappedValue == rhs.sidebarChoice?.wrappedValue
        && (lhs.sidebarChoice == nil) == (rhs.sidebarChoice == nil)
        && lhs.searchActivation == rhs.searchActivation
    }
  }

  /// Where a tab's context travels to its content.
  private struct TabBarTabContextKey: EnvironmentKey {
    static var defaultValue: TabBarTabContext? { nil }
  }

  /// How deep in its ``TabBarNavigationStack`` a view sits: 0 at the root, the path's length in
  /// a pushed view (set on the stack, so destinations read it).
  private struct TabBarStackDepthKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
  }

  /// Where a view in a ``TabBarNavigationStack`` tells the stack's depth as the platform's
  /// controller holds it; `nil` outside a stack.
  private struct TabBarStackDepthReportKey: EnvironmentKey {
    static var defaultValue: (@MainActor (Int) -> Void)? { nil }
  }

  extension EnvironmentValues {
    /// The context of the tab this view is in; `nil` outside a ``TabBarContainer``.
    var tabBarTabContext: TabBarTabContext? {
      get { self[TabBarTabContextKey.self] }
      set { self[TabBarTabContextKey.self] = newValue }
    }

    /// How many views are pushed on the enclosing ``TabBarNavigationStack``.
    var tabBarStackDepth: Int {
      get { self[TabBarStackDepthKey.self] }
      set { self[TabBarStackDepthKey.self] = newValue }
    }

    /// Tells the enclosing ``TabBarNavigationStack`` its depth as a pushed screen's probe reads
    /// it from the platform's controller: the root's probe hears of no pop that leaves the root
    /// covered, so a pop from the second screen to the first is told by the screen it removes.
    var tabBarStackDepthReport: (@MainActor (Int) -> Void)? {
      get { self[TabBarStackDepthReportKey.self] }
      set { self[TabBarStackDepthReportKey.self] = newValue }
    }
  }
#endif
