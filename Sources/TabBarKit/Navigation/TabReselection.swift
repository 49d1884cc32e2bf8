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

  /// Where the app's reselection handler travels to the container.
  private struct TabReselectHandlerKey: EnvironmentKey {
    static var defaultValue: ((AnyHashable) -> Void)? { nil }
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

    /// The handler set by ``SwiftUI/View/onTabReselect(perform:)``.
    var tabReselectHandler: ((AnyHashable) -> Void)? {
      get { self[TabReselectHandlerKey.self] }
      set { self[TabReselectHandlerKey.self] = newValue }
    }
  }

  extension View {
    /// Performs `action` with the tab's value when the selected tab of the ``TabBarContainer``
    /// below is chosen again.
    ///
    /// The built-in behaviour runs as well: a ``TabBarNavigationStack`` in the tab pops to its
    /// root, or, at the root, a ``TabBarScrollView`` scrolls to the top.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .onTabReselect { (tab: AppTab) in
    ///     if tab == .feed { feed.refresh() }
    ///   }
    /// ```
    public func onTabReselect<Value: Hashable>(perform action: @escaping (Value) -> Void) -> some View {
      environment(\.tabReselectHandler) { reselected in
        if let value = reselected.base as? Value { action(value) }
      }
    }
  }
#endif
