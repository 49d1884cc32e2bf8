#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// A `NavigationStack` whose path the tab bar can pop: choosing its tab again while it is
  /// selected returns it to its root, and, at the root, scrolls a ``TabBarScrollView`` to the top.
  ///
  /// Use one per tab, as the tab's outermost view. The container keeps every visited tab
  /// mounted, so the path survives switching tabs.
  ///
  /// ```swift
  /// TabBarTab("Home", systemImage: "house", value: AppTab.home) {
  ///   TabBarNavigationStack {
  ///     HomeView()
  ///       .navigationDestination(for: Article.self) { ArticleView($0) }
  ///   }
  /// }
  /// ```
  ///
  /// Pass a path binding to read or drive the path yourself:
  ///
  /// ```swift
  /// TabBarNavigationStack(path: $homePath) { HomeView() }
  /// ```
  public struct TabBarNavigationStack<Root: View>: View {
    @Environment(\.tabBarReselection) private var reselection
    @State private var ownPath = NavigationPath()
    /// What reaches the root: reselections that found nothing to pop.
    @State private var reselectionAtRoot = TabBarReselection()
    private let externalPath: Binding<NavigationPath>?
    private let root: Root

    /// Creates a stack that owns its path.
    ///
    /// ```swift
    /// TabBarNavigationStack { SearchView() }
    /// ```
    public init(@ViewBuilder root: () -> Root) {
      self.externalPath = nil
      self.root = root()
    }

    /// Creates a stack on a path you own; reselecting the tab empties it.
    ///
    /// ```swift
    /// @State private var path = NavigationPath()
    /// TabBarNavigationStack(path: $path) { InboxView() }
    /// ```
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
      self.externalPath = path
      self.root = root()
    }

    /// The stack, with the root told of reselections that found nothing to pop.
    ///
    /// ```swift
    /// TabBarNavigationStack { HomeView() }.body
    /// ```
    public var body: some View {
      let path = externalPath ?? $ownPath
      NavigationStack(path: path) {
        root.environment(\.tabBarReselection, reselectionAtRoot)
      }
      .onValueChange(of: reselection) { _ in
        switch ReselectResponse(isAtRoot: path.wrappedValue.isEmpty) {
        case .popToRoot: path.wrappedValue.removeLast(path.wrappedValue.count)
        case .scrollToTop: reselectionAtRoot.count += 1
        }
      }
    }
  }
#endif
