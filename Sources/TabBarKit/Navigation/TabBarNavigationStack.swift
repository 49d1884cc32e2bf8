#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// A `NavigationStack` that the tab bar can pop: choosing its tab again while it is selected
  /// returns it to its root, and, at the root, scrolls a ``TabBarScrollView`` to the top. It
  /// tells the container how deep it is, so the core decides which, and so a bar hidden by a
  /// pushed view comes back as soon as that view is popped.
  ///
  /// Use one per tab, as the tab's outermost view. The container keeps the tab's content, so
  /// the path survives switching tabs. Pushes in the path (`NavigationLink(value:)` with
  /// `navigationDestination(for:)`) are what a reselect empties; on iOS, screens pushed outside
  /// it (`NavigationLink(destination:)`) are popped too, through the stack's navigation
  /// controller, and a back swipe brings a hidden bar in with the finger.
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
  /// Pass a path binding, a `NavigationPath` or an array of your own routes, to read or drive it:
  ///
  /// ```swift
  /// @State private var routes: [Route] = []
  /// TabBarNavigationStack(path: $routes) { InboxView() }
  /// ```
  @MainActor
  public struct TabBarNavigationStack<Data, Root: View>: View {
    @Environment(\.tabBarReselection) private var reselection
    @Environment(\.tabBarTabContext) private var tab
    @State private var ownPath = NavigationPath()
    /// What reaches the root: reselections that found nothing to pop.
    @State private var reselectionAtRoot = TabBarReselection()
    /// The stack's platform controller, where there is one (iOS).
    @State private var link = NavigationStackLink()
    /// The depth the platform's controller reports: screens the path does not hold count too.
    @State private var platformDepth = 0
    private let path: TabBarStackPath<Data>?
    private let root: Root

    /// Creates a stack that owns its path.
    ///
    /// ```swift
    /// TabBarNavigationStack { SearchView() }
    /// ```
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
      self.path = nil
      self.root = root()
    }

    /// Creates a stack on a `NavigationPath` you own; reselecting the tab empties it.
    ///
    /// ```swift
    /// @State private var path = NavigationPath()
    /// TabBarNavigationStack(path: $path) { InboxView() }
    /// ```
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
      self.path = TabBarStackPath(path)
      self.root = root()
    }

    /// Creates a stack on an array (or any collection) of routes you own; reselecting the tab
    /// empties it.
    ///
    /// ```swift
    /// enum Route: Hashable { case thread(Thread.ID), settings }
    /// @State private var routes: [Route] = []
    /// TabBarNavigationStack(path: $routes) { InboxView() }
    /// ```
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
      Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
      Data.Element: Hashable
    {
      self.path = TabBarStackPath(path)
      self.root = root()
    }

    /// The stack, its depth told to the container, its root told of reselections that found
    /// nothing to pop.
    ///
    /// ```swift
    /// TabBarNavigationStack { HomeView() }.body
    /// ```
    public var body: some View {
      let path = self.path ?? TabBarStackPath(ownPathBinding)
      let depth = max(path.depth, platformDepth)
      // A report only says that a screen was pushed over or popped: the stack reads its own
      // controller, so a report from another stack (a sheet's) changes nothing.
      let reportPlatformDepth: @MainActor (Int) -> Void = { _ in readPlatformDepth() }
      path.stack(root: root.environment(\.tabBarReselection, reselectionAtRoot).background(probe))
        .environment(\.tabBarStackDepth, path.depth)
        .environment(\.tabBarStackDepthReport, reportPlatformDepth)
        .onAppear { reportDepth(depth) }
        .onValueChange(of: depth) { reportDepth($0) }
        .onValueChange(of: path.depth) { _ in rereadPlatformDepth() }
        .onValueChange(of: reselection) { reselection in
          switch reselection.response {
          case .popToRoot: if !link.popToRoot(pathDepth: path.depth) { path.popToRoot() }
          case .scrollToTop: reselectionAtRoot = reselection
          }
        }
    }

    /// The probe of the platform's controller, in the root's background: the stack's real depth
    /// and its back swipes, which the bar follows.
    private var probe: NavigationControllerProbe {
      var probe = NavigationControllerProbe(link: link)
      probe.reportStackDepth = { platformDepth = $0 }
      guard let tab else { return probe }
      let tabID = tab.tabID
      let send = tab.send
      let animation = tab.barAnimation
      probe.reportPopProgress = { progress in send(.interactivePop(tabID: tabID, progress: progress)) }
      probe.reportPopEnded = { committed in
        withAnimation(animation) { send(.interactivePopEnded(tabID: tabID, committed: committed)) }
      }
      return probe
    }

    /// Reads the platform controller's depth again once a path change has reached it (the next
    /// turn of the main queue): a path emptied or filled at once moves its screens together
    /// with any pushed outside it.
    private func rereadPlatformDepth() {
      Task { @MainActor in readPlatformDepth() }
    }

    /// Takes the depth the platform's controller holds, where there is one.
    private func readPlatformDepth() {
      if let depth = link.stackDepth { platformDepth = depth }
    }

    /// The stack's own path, for stacks made without one.
    private var ownPathBinding: Binding<NavigationPath> { $ownPath }

    /// Tells the core how many views are pushed.
    private func reportDepth(_ depth: Int) {
      guard let tab else { return }
      // A pop withdraws the hide requests of the views it removed: the bar returns with it.
      withAnimation(tab.barAnimation) {
        tab.send(.navigationDepth(tabID: tab.tabID, depth: depth))
      }
    }
  }
#endif
