#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// Where the person's bar-or-sidebar choice travels to ``TabBarSidebarToggle``.
  private struct TabBarSidebarChoiceKey: EnvironmentKey {
    static var defaultValue: Binding<Bool>? { nil }
  }

  /// Where an adaptable container shows its tabs where only one of bar or sidebar can show.
  private struct TabBarFixedPlacementKey: EnvironmentKey {
    static var defaultValue: TabVisibilityPlacement? { nil }
  }

  /// Where the sidebar's column tells an adaptable container that it changed.
  private struct TabBarSidebarColumnChangedKey: EnvironmentKey {
    static var defaultValue: (@MainActor (TabSidebarColumn) -> Void)? { nil }
  }

  extension EnvironmentValues {
    /// Tells the nearest adaptable container that the sidebar's column changed with the
    /// container's shape (an iPad turning), for ``TabSidebarRotation``; `nil` outside one.
    var tabBarSidebarColumnChanged: (@MainActor (TabSidebarColumn) -> Void)? {
      get { self[TabBarSidebarColumnChangedKey.self] }
      set { self[TabBarSidebarColumnChangedKey.self] = newValue }
    }

    /// The app's ``TabBarSidebarAdaptableContainer/tabBarDefaultPlacement(_:)``, for the core's
    /// adaptation preferences: `nil` for the platform's own.
    var tabBarFixedPlacement: TabVisibilityPlacement? {
      get { self[TabBarFixedPlacementKey.self] }
      set { self[TabBarFixedPlacementKey.self] = newValue }
    }

    /// The person's choice of a sidebar, when the container is adaptable (see
    /// ``SwiftUICore/View/tabBarSidebarAdaptable(id:)``).
    var tabBarSidebarChoice: Binding<Bool>? {
      get { self[TabBarSidebarChoiceKey.self] }
      set { self[TabBarSidebarChoiceKey.self] = newValue }
    }
  }

  /// A ``TabBarContainer`` people switch between its bar and a sidebar (see
  /// ``SwiftUICore/View/tabBarSidebarAdaptable(id:)``), keeping their choice in the scene's
  /// storage; before they choose, the app's default placement
  /// (``tabBarDefaultAdaptablePlacement(_:)``) decides.
  public struct TabBarSidebarAdaptableContainer<Content: View>: View {
    private let content: Content
    private var defaultPlacement = TabBarAdaptablePlacement.automatic
    private var fixedPlacement = TabBarAdaptablePlacement.automatic
    /// The person's choice: `nil` until they make one.
    @SceneStorage private var personsChoice: Bool?
    /// Whether an iPad turned to portrait has put the sidebar away (the core's
    /// ``TabSidebarRotation``): the bar shows, and the choice above is kept.
    @State private var rotation = TabSidebarRotation()

    init(content: Content, key: String) {
      self.content = content
      _personsChoice = SceneStorage(key)
    }

    /// Shows the sidebar (or the bar) until the person chooses otherwise, as
    /// `defaultAdaptableTabBarPlacement(_:)` does for SwiftUI's adaptable tab view;
    /// ``TabBarAdaptablePlacement/automatic`` shows the bar, as iPadOS does.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarSidebarAdaptable()
    ///   .tabBarDefaultAdaptablePlacement(.sidebar)
    /// ```
    ///
    /// - Parameter placement: Where the tabs first appear.
    public func tabBarDefaultAdaptablePlacement(_ placement: TabBarAdaptablePlacement) -> Self {
      var copy = self
      copy.defaultPlacement = placement
      return copy
    }

    /// Where the tabs show on a platform that presents only one of bar and sidebar, as iOS 27's
    /// `defaultTabBarPlacement(_:)` (from iOS 16 and macOS 13 here): on the Mac, `.tabBar` draws
    /// the style's bar along the window's bottom edge instead of the split view's sidebar. The
    /// iPad ignores it (the person switches there, from the placement
    /// ``tabBarDefaultAdaptablePlacement(_:)`` sets), as do Apple TV, Apple Watch and Apple
    /// Vision Pro, whose presentations are the system's; the iPhone keeps its bar (TabBarKit's
    /// sidebar needs an iPad's or a window's room). ``TabBarAdaptablePlacement/automatic`` is
    /// each platform's own.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarSidebarAdaptable()
    ///   .tabBarDefaultPlacement(.tabBar)  // a bar on the Mac too
    /// ```
    ///
    /// - Parameter placement: Where the tabs show where only one presentation can.
    public func tabBarDefaultPlacement(_ placement: TabBarAdaptablePlacement) -> Self {
      var copy = self
      copy.fixedPlacement = placement
      return copy
    }

    /// The container, told the resolved choice.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }.tabBarSidebarAdaptable().body
    /// ```
    public var body: some View {
      let prefersSidebar = TabBarAdaptationPreferences.prefersSidebar(
        personsChoice: personsChoice, defaultsToSidebar: defaultPlacement == .sidebar)
      let showsSidebar = rotation.showsSidebar(prefersSidebar: prefersSidebar)
      content
        .tabBarShowsSidebar(showsSidebar)
        .environment(\.tabBarFixedPlacement, fixedPlacement.fixedPlacement)
        .environment(
          \.tabBarSidebarChoice,
          Binding(
            get: { showsSidebar },
            set: {
              rotation.personChose()
              personsChoice = $0
            })
        )
        .environment(\.tabBarSidebarColumnChanged, { rotation.columnChanged(to: $0) })
        // Within, this container's choice is the nearest: not that of a tab it is nested in.
        .transformEnvironment(\.tabBarTabContext) { $0?.sidebarChoice = nil }
    }
  }

  extension View {
    /// Lets people switch the ``TabBarContainer`` between its bar and a sidebar in regular width
    /// (iPad), like `.tabViewStyle(.sidebarAdaptable)`; the choice is kept per scene and every
    /// tab keeps its state across the switch. The sidebar carries the switch back; put a
    /// ``TabBarSidebarToggle`` in your toolbar for the way there. Follow it with
    /// ``TabBarSidebarAdaptableContainer/tabBarDefaultAdaptablePlacement(_:)`` to open on the
    /// sidebar.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarSidebarAdaptable()
    /// ```
    ///
    /// - Parameter id: A key unique among the scene's adaptable containers.
    public func tabBarSidebarAdaptable(id: String = "main") -> TabBarSidebarAdaptableContainer<Self> {
      TabBarSidebarAdaptableContainer(content: self, key: "TabBarKit.sidebar.\(id)")
    }
  }
#endif
