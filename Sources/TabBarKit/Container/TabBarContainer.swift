#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// A tab container with a custom tab bar, declared like SwiftUI's `TabView` with `Tab`
  /// (iOS 18), from iOS 16: a selection binding and a list of ``TabBarTab``s.
  ///
  /// ```swift
  /// enum AppTab: Hashable { case home, search, inbox, profile }
  ///
  /// struct RootView: View {
  ///   @State private var tab = AppTab.home
  ///   @State private var isComposing = false
  ///
  ///   var body: some View {
  ///     TabBarContainer(selection: $tab) {
  ///       TabBarTab("Home", systemImage: "house", value: AppTab.home) {
  ///         TabBarNavigationStack { HomeView() }
  ///       }
  ///       TabBarTab("Search", systemImage: "magnifyingglass", value: AppTab.search) { SearchView() }
  ///       TabBarTab("Inbox", systemImage: "bell", value: AppTab.inbox) { InboxView() }
  ///         .tabBarBadge(3)
  ///       TabBarTab("Profile", systemImage: "person", value: AppTab.profile) { ProfileView() }
  ///     }
  ///     .onTabReselect { tab in print("reselected", tab) }
  ///     .tabBarStyle(.curved)
  ///     .tabBarAction("New Post", systemImage: "plus") { isComposing = true }
  ///   }
  /// }
  /// ```
  ///
  /// Every decision (what is selected, mounted, shown in the bar or behind More, hidden,
  /// announced) is made by the core's `TabBarState`; the container sends it events and draws
  /// what it says:
  /// - Only the selected tab is in the window (it gets `onAppear`, its `.task`s run); the others
  ///   keep their state (`@State`, scroll position, navigation path) from their first visit on,
  ///   as UIKit's tab bar controller does, and switching tabs is immediate: only the bar animates.
  /// - Content is inset by the bar's real height, the bar's background runs under the home
  ///   indicator, and the keyboard never lifts the bar.
  /// - Choosing the selected tab again writes the binding with the same value, as `TabView`
  ///   does, pops its ``TabBarNavigationStack`` to the root, or scrolls its ``TabBarScrollView``
  ///   to the top; ``onTabReselect(runsBuiltInResponse:perform:)`` lets the app react too.
  /// - A view in the selected tab can hide the bar with ``SwiftUICore/View/tabBarHidden(_:)``; the
  ///   bar slides away and back with the content's inset.
  /// - Tabs that do not fit go behind a More item, with their badges summed on it.
  /// - Opt in to a bar that moves with the user: ``tabBarMinimizeBehavior(_:)``,
  ///   ``SwiftUICore/View/tabBarBottomAccessory(isEnabled:height:content:)``,
  ///   ``SwiftUICore/View/tabBarSwipeBetweenTabs(_:)``; a drag along the bar scrubs it.
  /// - The bar is a VoiceOver tab bar of real buttons, scales with Dynamic Type up to a cap,
  ///   mirrors for right-to-left languages, answers Command-1…9, and follows Reduce Motion,
  ///   Reduce Transparency, Increase Contrast, Differentiate Without Colour and Button Shapes.
  /// - On a Mac the tabs are a sidebar; on iPad they can be (``SwiftUICore/View/tabBarShowsSidebar(_:)``),
  ///   and switching keeps every tab's state; on Apple Watch they are pages; on Apple TV the
  ///   system's top bar.
  ///
  /// A value declared twice keeps its first tab. A selection that matches no enabled tab shows
  /// the first enabled tab.
  public struct TabBarContainer<Value: Hashable>: View {
    @Binding private var selection: Value
    private let tabs: [TabBarTab<Value>]
    private var ownReselectHandler: TabReselectHandler?
    /// This making of the declarations: a new one with each body of the app.
    private let version = TabDeclarationsVersion()
    /// The container's own minimize behaviour (``tabBarMinimizeBehavior(_:)``); `nil` keeps
    /// the one an enclosing container passes on.
    var minimizeMode: TabBarMinimizeMode?
    /// The views around the container's own sidebar (``tabBarSidebarHeader(content:)`` and its
    /// siblings); never passed on to a container nested in a tab.
    var sidebarAccessories = TabBarSidebarAccessories()

    @Environment(\.tabReselectHandler) private var reselectHandler
    @Environment(\.tabBarMinimizeMode) private var inheritedMinimizeMode

    /// Creates a container.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) {
    ///   TabBarTab("Home", systemImage: "house", value: AppTab.home) { HomeView() }
    ///   TabBarTab("Profile", systemImage: "person", value: AppTab.profile) { ProfileView() }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The value of the selected tab.
    ///   - content: The tabs, in order.
    public init(
      selection: Binding<Value>, @TabBarContentBuilder<Value> content: () -> [TabBarTab<Value>]
    ) {
      _selection = selection
      tabs = content()
    }

    /// Performs `action` with the tab's value when the selected tab is chosen again; the value's
    /// type is the container's, so the closure needs no annotation.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .onTabReselect { tab in if tab == .feed { feed.refresh() } }
    /// ```
    ///
    /// - Parameters:
    ///   - runsBuiltInResponse: Whether the tab still pops to its root or scrolls to the top.
    ///   - action: What to do with the reselected tab's value.
    public func onTabReselect(
      runsBuiltInResponse: Bool = true, perform action: @escaping @MainActor (Value) -> Void
    ) -> TabBarContainer {
      var copy = self
      copy.ownReselectHandler = TabReselectHandler(
        Value.self, runsBuiltInResponse: runsBuiltInResponse, action: action)
      return copy
    }

    /// The tabs and their bar, presented for this platform.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }.body
    /// ```
    public var body: some View {
      TabBarHost(
        selection: $selection, tabs: tabs, version: version,
        reselectHandler: ownReselectHandler ?? reselectHandler
      )
      .environment(\.tabBarMinimizeMode, minimizeMode ?? inheritedMinimizeMode)
      .environment(\.tabBarSidebarAccessories, sidebarAccessories)
      .onAppear { TabBarDiagnostics.untitledTabs(tabs) }
    }
  }
#endif
