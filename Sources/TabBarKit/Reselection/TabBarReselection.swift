#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// The latest time the tab whose content reads it was chosen again while selected, and what
  /// the core decided it does: pop the tab's ``TabBarNavigationStack`` to its root, or, at the
  /// root, scroll to the top.
  ///
  /// Each tab's content gets its own, so only the reselected tab reacts.
  ///
  /// ```swift
  /// struct FeedView: View {
  ///   @Environment(\.tabBarReselection) private var reselection
  ///   var body: some View {
  ///     ScrollViewReader { proxy in
  ///       List(posts) { PostRow($0).id($0.id) }
  ///         .onChange(of: reselection) { reselection in
  ///           if reselection.response == .scrollToTop, let first = posts.first {
  ///             withAnimation { proxy.scrollTo(first.id, anchor: .top) }
  ///           }
  ///         }
  ///     }
  ///   }
  /// }
  /// ```
  public struct TabBarReselection: Hashable, Sendable {
    /// How many reselections there have been; it only grows, so a change means a new one.
    ///
    /// ```swift
    /// if reselection.count > 0 { reload() }
    /// ```
    public var count: Int
    /// What the latest reselection does: ``ReselectResponse/popToRoot`` while views are pushed,
    /// ``ReselectResponse/scrollToTop`` at the root.
    ///
    /// ```swift
    /// reselection.response  // .scrollToTop
    /// ```
    public var response: ReselectResponse

    /// Creates a reselection.
    ///
    /// ```swift
    /// HomeView().environment(\.tabBarReselection, TabBarReselection(count: 1, response: .scrollToTop))
    /// ```
    public init(count: Int = 0, response: ReselectResponse = .scrollToTop) {
      self.count = count
      self.response = response
    }
  }

  /// Where the reselection travels to a tab's content.
  private struct TabBarReselectionKey: EnvironmentKey {
    static var defaultValue: TabBarReselection { TabBarReselection() }
  }

  extension EnvironmentValues {
    /// The latest reselection of this tab (see ``TabBarReselection``).
    ///
    /// ```swift
    /// @Environment(\.tabBarReselection) private var reselection
    /// ```
    public var tabBarReselection: TabBarReselection {
      get { self[TabBarReselectionKey.self] }
      set { self[TabBarReselectionKey.self] = newValue }
    }
  }
#endif
