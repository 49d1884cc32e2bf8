#if canImport(SwiftUI)
  import SwiftUI

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

    /// This tab with what a person may change in `placements`, like `Tab`'s
    /// `customizationBehavior(_:for:)`: ``TabBarCustomizationBehavior/reorderable`` keeps it from
    /// being hidden there, ``TabBarCustomizationBehavior/disabled`` from being hidden or moved
    /// (it keeps its place while the others move around it). In the sidebar that is its edit
    /// mode's hide toggle and reorder handle; in the bar, hiding it from the bar and dragging it
    /// along the bar on iPad. Hiding from the sidebar hides from the bar too, so a tab the
    /// sidebar may hide leaves the bar with it.
    ///
    /// ```swift
    /// TabBarTab("Home", systemImage: "house", value: AppTab.home) { HomeView() }
    ///   .customizationBehavior(.disabled, for: .sidebar, .tabBar)
    /// ```
    ///
    /// - Parameters:
    ///   - behavior: What a person may change.
    ///   - placements: Where it applies: ``TabBarAdaptablePlacement/tabBar``,
    ///     ``TabBarAdaptablePlacement/sidebar``, or both (``TabBarAdaptablePlacement/automatic``,
    ///     or no placement named).
    public func customizationBehavior(
      _ behavior: TabBarCustomizationBehavior, for placements: TabBarAdaptablePlacement...
    ) -> TabBarTab {
      var copy = self
      for placement in (placements.isEmpty ? [.automatic] : placements).flatMap(\.visibilityPlacements) {
        copy.customizationBehaviors[placement] = behavior
      }
      return copy
    }

    /// This tab's placement, like `Tab`'s `tabPlacement(_:)`: ``TabBarTabPlacement/pinned``
    /// keeps it in the bar at the trailing end of the tabs, where a person can neither hide nor
    /// move it; ``TabBarTabPlacement/sidebarOnly`` keeps it out of the bar (in the sidebar, and
    /// behind More where the bar is all there is). Under the system's bar it is
    /// `Tab(…).tabPlacement(_:)` from iOS 18, macOS 15, tvOS 18 and visionOS 2, so a sidebar-only
    /// tab (and one hidden from the bar) stays out of the system's bar, as Apple's `TabView` keeps
    /// it: in the system's sidebar where there is one, else not reachable from the bar. Before
    /// those releases it is listed last, where the system's More takes it once the bar is full.
    ///
    /// ```swift
    /// TabBarTab("Downloads", systemImage: "arrow.down.circle", value: AppTab.downloads) { DownloadsView() }
    ///   .tabPlacement(.pinned)
    /// ```
    ///
    /// - Parameter placement: Where the tab may appear.
    public func tabPlacement(_ placement: TabBarTabPlacement) -> TabBarTab {
      var copy = self
      copy.placement = placement
      return copy
    }

    /// Where this tab is hidden until a person shows it again in the sidebar's edit mode, like
    /// `Tab`'s `defaultVisibility(_:for:)`: `.hidden` for ``TabBarAdaptablePlacement/tabBar``
    /// keeps it in the sidebar only; for ``TabBarAdaptablePlacement/sidebar`` (or
    /// ``TabBarAdaptablePlacement/automatic``) it is hidden everywhere. `.visible` and
    /// `.automatic` show it. A tab that may not be hidden ignores this.
    ///
    /// ```swift
    /// TabBarTab("Alerts", systemImage: "bell", value: AppTab.alerts) { AlertsView() }
    ///   .customizationID("com.example.alerts")
    ///   .defaultVisibility(.hidden, for: .tabBar)
    /// ```
    ///
    /// - Parameters:
    ///   - visibility: `.hidden` to hide the tab by default where `placements` say.
    ///   - placements: Where it applies.
    public func defaultVisibility(_ visibility: Visibility, for placements: TabBarAdaptablePlacement...)
      -> TabBarTab
    {
      var copy = self
      for placement in placements.flatMap(\.visibilityPlacements) {
        if visibility == .hidden {
          copy.hiddenByDefault.insert(placement)
        } else {
          copy.hiddenByDefault.remove(placement)
        }
      }
      return copy
    }
  }
#endif
