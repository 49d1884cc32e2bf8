#if canImport(SwiftUI)
  extension TabBarTab {
    /// This tab with a stable id for stored customizations and restoration, like `Tab`'s
    /// `customizationID(_:)`; without one, the id is the value's description.
    ///
    /// ```swift
    /// TabBarTab("Albums", systemImage: "square.stack", value: AppTab.albums) { AlbumsView() }
    ///   .customizationID("com.example.albums")
    /// ```
    ///
    /// - Parameter id: An id unique among the container's tabs and sections.
    public func customizationID(_ id: String) -> TabBarTab {
      var copy = self
      copy.customizationID = id
      return copy
    }

    /// This tab with what a person may change in the sidebar's edit mode, like `Tab`'s
    /// `customizationBehavior(_:for:)`: ``TabBarCustomizationBehavior/reorderable`` and
    /// ``TabBarCustomizationBehavior/disabled`` keep it from being hidden.
    ///
    /// ```swift
    /// TabBarTab("Home", systemImage: "house", value: AppTab.home) { HomeView() }
    ///   .customizationBehavior(.disabled, for: .sidebar, .tabBar)
    /// ```
    ///
    /// - Parameters:
    ///   - behavior: What a person may change.
    ///   - placements: Where it applies; one customization serves the bar and the sidebar, so
    ///     every placement is treated alike.
    public func customizationBehavior(
      _ behavior: TabBarCustomizationBehavior, for placements: TabBarAdaptablePlacement...
    ) -> TabBarTab {
      var copy = self
      copy.customizationBehavior = behavior
      return copy
    }
  }
#endif
