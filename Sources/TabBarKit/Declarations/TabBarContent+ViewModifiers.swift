#if canImport(SwiftUI)
  import SwiftUI

  extension TabBarTab {
    /// This tab with its content passed through `transform`.
    func mappingContent(_ transform: (AnyView) -> some View) -> TabBarTab {
      var copy = self
      copy.content = AnyView(transform(content))
      return copy
    }

    /// This tab with an environment value set for its content, as `environment(_:_:)` on a
    /// classic `TabView` tab's view does.
    ///
    /// ```swift
    /// TabBarTab("Home", systemImage: "house", value: AppTab.home) { HomeView() }
    ///   .environment(\.defaultMinListRowHeight, 60)
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The environment value to set.
    ///   - value: Its value in the tab's content.
    /// - Returns: The tab, keeping every tab modifier.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> TabBarTab {
      mappingContent { $0.environment(keyPath, value) }
    }

    /// This tab with an observable object in its content's environment, as
    /// `environmentObject(_:)` on a classic `TabView` tab's view does.
    ///
    /// ```swift
    /// TabBarTab("Cart", systemImage: "cart", value: AppTab.cart) { CartView() }
    ///   .environmentObject(cart)
    /// ```
    ///
    /// - Parameter object: The object the content reads with `@EnvironmentObject`.
    /// - Returns: The tab, keeping every tab modifier.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> TabBarTab {
      mappingContent { $0.environmentObject(object) }
    }

    /// This tab with `modifier` applied to its content, as `modifier(_:)` on a classic `TabView`
    /// tab's view does.
    ///
    /// ```swift
    /// TabBarTab("Home", systemImage: "house", value: AppTab.home) { HomeView() }
    ///   .modifier(Themed())
    /// ```
    ///
    /// - Parameter modifier: The modifier for the tab's content.
    /// - Returns: The tab, keeping every tab modifier.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> TabBarTab {
      mappingContent { $0.modifier(modifier) }
    }

    /// This tab's content with `visibility` for `bars`, as `toolbar(_:for:)` on a classic
    /// `TabView` tab's view does; `toolbar(.hidden, for: .tabBar)` hides the container's bar
    /// while this tab is selected, as ``SwiftUICore/View/tabBarHidden(_:)`` at its root does.
    ///
    /// ```swift
    /// TabBarTab("Camera", systemImage: "camera", value: AppTab.camera) { CameraView() }
    ///   .toolbar(.hidden, for: .tabBar)
    /// ```
    ///
    /// The other bars (the navigation bar, a bottom bar) are SwiftUI's and get the visibility as
    /// SwiftUI gives it.
    ///
    /// - Parameters:
    ///   - visibility: `.hidden` hides the bars; `.visible` and `.automatic` leave the container's
    ///     bar to the tab's own requests.
    ///   - bars: The bars, such as `.tabBar` and `.navigationBar`.
    /// - Returns: The tab, keeping every tab modifier.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> TabBarTab {
      toolbar(visibility, forBars: bars)
    }

    /// This tab's content with `visibility` for each of `bars`, and the container's bar hidden
    /// when `bars` hides the tab bar.
    func toolbar(_ visibility: Visibility, forBars bars: [ToolbarPlacement]) -> TabBarTab {
      let hidesTabBar = visibility == .hidden && bars.contains(where: TabBarHiddenByToolbar.isTabBar)
      return mappingContent { content in
        bars.reduce(AnyView(content)) { view, bar in AnyView(view.toolbar(visibility, for: bar)) }
          .modifier(TabBarHiddenByToolbar(hidesTabBar))
      }
    }
  }

  extension TabBarContent {
    /// Every tab of this content with an environment value set for its content, as
    /// `environment(_:_:)` on a classic `TabView`'s views does: on a section, a group, a
    /// ``TabBarForEach`` or a helper's tabs.
    ///
    /// ```swift
    /// TabBarSection("Library") { albumsTab; artistsTab }
    ///   .environment(\.locale, Locale(identifier: "fr"))
    /// ```
    ///
    /// The tabs keep their section; write a section's own modifiers (``TabBarSection/customizationID(_:)``)
    /// before this one, which returns the tabs as a ``TabBarGroup``.
    ///
    /// - Parameters:
    ///   - keyPath: The environment value to set.
    ///   - value: Its value in each tab's content.
    /// - Returns: The tabs, each with the value set.
    public func environment<V>(
      _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
    ) -> TabBarGroup<Value> {
      TabBarGroup { tabBarTabs.map { $0.environment(keyPath, value) } }
    }

    /// Every tab of this content with an observable object in its content's environment.
    ///
    /// ```swift
    /// TabBarForEach(stores) { store in storeTab(store) }
    ///   .environmentObject(cart)
    /// ```
    ///
    /// The tabs keep their section, and are returned as a ``TabBarGroup``.
    ///
    /// - Parameter object: The object each tab's content reads with `@EnvironmentObject`.
    /// - Returns: The tabs, each with the object.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> TabBarGroup<Value> {
      TabBarGroup { tabBarTabs.map { $0.environmentObject(object) } }
    }

    /// Every tab of this content with `modifier` applied to its content.
    ///
    /// ```swift
    /// TabBarSection("Admin") { usersTab; logsTab }
    ///   .modifier(RequiresSignIn())
    /// ```
    ///
    /// The tabs keep their section, and are returned as a ``TabBarGroup``.
    ///
    /// - Parameter modifier: The modifier for each tab's content.
    /// - Returns: The tabs, each modified.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> TabBarGroup<Value> {
      TabBarGroup { tabBarTabs.map { $0.modifier(modifier) } }
    }

    /// Every tab of this content with `visibility` for `bars`; `toolbar(.hidden, for: .tabBar)`
    /// hides the container's bar while any of these tabs is selected.
    ///
    /// ```swift
    /// TabBarSection("Capture") { cameraTab; scannerTab }
    ///   .toolbar(.hidden, for: .tabBar)
    /// ```
    ///
    /// The tabs keep their section, and are returned as a ``TabBarGroup``.
    ///
    /// - Parameters:
    ///   - visibility: `.hidden` hides the bars; `.visible` and `.automatic` leave the container's
    ///     bar to the tabs' own requests.
    ///   - bars: The bars, such as `.tabBar` and `.navigationBar`.
    /// - Returns: The tabs, each with that visibility.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> TabBarGroup<Value> {
      TabBarGroup { tabBarTabs.map { $0.toolbar(visibility, forBars: bars) } }
    }
  }

  /// A tab's content that hides the container's bar (``SwiftUICore/View/tabBarHidden(_:)``) when
  /// its `toolbar(_:for:)` hid the tab bar, which SwiftUI's modifier alone does not reach.
  struct TabBarHiddenByToolbar: ViewModifier {
    let hidesTabBar: Bool

    /// Made where a tab is declared, which is not isolated to the main actor (a helper property,
    /// a builder closure); only its body runs there.
    nonisolated init(_ hidesTabBar: Bool) {
      self.hidesTabBar = hidesTabBar
    }

    /// One view whichever way `hidesTabBar` goes: a tab whose `toolbar(_:for:)` visibility
    /// follows the app's state (`isPlaying ? .hidden : .visible`) keeps its content's state as
    /// the bar comes and goes. `tabBarHidden(false)` withdraws only its own request.
    func body(content: Content) -> some View {
      content.tabBarHidden(hidesTabBar)
    }

    /// Whether `bar` is the tab bar. Placements are not `Equatable`; two of the same kind
    /// describe themselves alike. The Mac and Apple Watch have no tab-bar placement.
    nonisolated static func isTabBar(_ bar: ToolbarPlacement) -> Bool {
      #if os(macOS) || os(watchOS)
        return false
      #else
        return String(describing: bar) == String(describing: ToolbarPlacement.tabBar)
      #endif
    }
  }
#endif
