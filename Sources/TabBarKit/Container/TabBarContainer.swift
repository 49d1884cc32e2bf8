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
  ///     .tabBarStyle(.curved)
  ///     .tabBarAction("New Post", systemImage: "plus") { isComposing = true }
  ///     .onTabReselect { (tab: AppTab) in print("reselected", tab) }
  ///   }
  /// }
  /// ```
  ///
  /// - Each tab's content is mounted on its first visit and kept alive, so its state and its
  ///   navigation path survive switching tabs.
  /// - Content is inset by the bar's real height (`safeAreaInset`), the bar's background runs
  ///   under the home indicator, and the keyboard never lifts the bar.
  /// - Choosing the selected tab again pops its ``TabBarNavigationStack`` to the root, or
  ///   scrolls its ``TabBarScrollView`` to the top; ``SwiftUI/View/onTabReselect(runsBuiltInResponse:perform:)``
  ///   lets the app react too.
  /// - A view in the selected tab can hide the bar with ``SwiftUI/View/tabBarHidden(_:)``.
  /// - The bar is a VoiceOver tab bar of real buttons, scales with Dynamic Type up to a cap,
  ///   mirrors for right-to-left languages, answers Command-1…9, and follows Reduce Motion,
  ///   Reduce Transparency, Increase Contrast, Differentiate Without Colour and Button Shapes.
  /// - On a Mac the tabs are a sidebar; on iPad they can be (``SwiftUI/View/tabBarShowsSidebar(_:)``);
  ///   on Apple Watch they are pages; on Apple TV the system's top bar.
  ///
  /// A value declared twice keeps its first tab. A selection that matches no enabled tab shows
  /// the first enabled tab.
  public struct TabBarContainer<Value: Hashable>: View {
    @Binding private var selection: Value
    private let tabs: [TabBarTab<Value>]

    @Environment(\.tabBarStyle) private var style
    @Environment(\.tabBarActionButton) private var actionButton
    @Environment(\.tabReselectHandler) private var reselectHandler

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

    /// The tabs and their bar, presented for this platform.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }.body
    /// ```
    public var body: some View {
      TabBarPresenter(
        selection: $selection, model: TabBarModel(tabs: tabs, action: actionButton),
        style: style ?? AnyTabBarStyle(.curved), onReselect: reselectHandler)
    }
  }
#endif
