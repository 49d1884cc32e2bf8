#if canImport(SwiftUI)
  import SwiftUI

  /// How many times the tab whose content reads it has been chosen again while selected: the
  /// signal ``TabBarNavigationStack`` pops on and ``TabBarScrollView`` scrolls to the top on.
  ///
  /// Containers give each tab's content its own count, so only the reselected tab reacts.
  ///
  /// ```swift
  /// struct FeedView: View {
  ///   @Environment(\.tabBarReselection) private var reselection
  ///   var body: some View {
  ///     List(posts) { PostRow($0) }
  ///       .onChange(of: reselection) { _ in reload() }
  ///   }
  /// }
  /// ```
  public struct TabBarReselection: Hashable, Sendable {
    /// The number of reselections so far; it only grows.
    ///
    /// ```swift
    /// if reselection.count > 0 { reload() }
    /// ```
    public var count: Int

    /// Creates a count.
    ///
    /// ```swift
    /// HomeView().environment(\.tabBarReselection, TabBarReselection(count: 1))
    /// ```
    public init(count: Int = 0) {
      self.count = count
    }
  }

  /// Where the reselection count travels to a tab's content.
  private struct TabBarReselectionKey: EnvironmentKey {
    static var defaultValue: TabBarReselection { TabBarReselection() }
  }

  /// Where the app's reselection handler travels to the container. It returns whether the
  /// built-in response (pop to root, else scroll to top) runs too.
  private struct TabReselectHandlerKey: EnvironmentKey {
    static var defaultValue: ((AnyHashable) -> Bool)? { nil }
  }

  extension EnvironmentValues {
    /// How many times this tab has been chosen again while selected (see ``TabBarReselection``).
    ///
    /// ```swift
    /// @Environment(\.tabBarReselection) private var reselection
    /// ```
    public var tabBarReselection: TabBarReselection {
      get { self[TabBarReselectionKey.self] }
      set { self[TabBarReselectionKey.self] = newValue }
    }

    /// The handler set by ``SwiftUI/View/onTabReselect(runsBuiltInResponse:perform:)``; it
    /// returns whether the built-in response runs too.
    var tabReselectHandler: ((AnyHashable) -> Bool)? {
      get { self[TabReselectHandlerKey.self] }
      set { self[TabReselectHandlerKey.self] = newValue }
    }
  }

  extension View {
    /// Performs `action` with the tab's value when the selected tab of the ``TabBarContainer``
    /// below is chosen again.
    ///
    /// By default the built-in behaviour runs as well: a ``TabBarNavigationStack`` in the tab
    /// pops to its root, or, at the root, a ``TabBarScrollView`` scrolls to the top. Pass
    /// `runsBuiltInResponse: false` to replace it with `action`.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .onTabReselect { (tab: AppTab) in
    ///     if tab == .feed { feed.refresh() }
    ///   }
    ///
    /// TabBarContainer(selection: $tab) { … }
    ///   .onTabReselect(runsBuiltInResponse: false) { (tab: AppTab) in router.showHome() }
    /// ```
    ///
    /// - Parameters:
    ///   - runsBuiltInResponse: Whether the tab still pops to its root or scrolls to the top.
    ///   - action: What to do with the reselected tab's value.
    public func onTabReselect<Value: Hashable>(
      runsBuiltInResponse: Bool = true, perform action: @escaping (Value) -> Void
    ) -> some View {
      environment(\.tabReselectHandler) { reselected in
        guard let value = reselected.base as? Value else { return true }
        action(value)
        return runsBuiltInResponse
      }
    }
  }
#endif
