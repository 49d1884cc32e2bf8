#if canImport(SwiftUI)
  extension TabBarTab {
    /// This tab hidden from the person while `isHidden`, like `Tab`'s `hidden(_:)`: it leaves
    /// the bar, the sidebar (edit mode too) and the More list, and is not counted in "Tab, 2 of
    /// 4". Unlike leaving it out with `if`, its content keeps its state, its place in the
    /// person's arrangement stays, and a selection bound to it stays in your binding: the
    /// container shows the first shown tab meanwhile and selects this one again when it is
    /// shown.
    ///
    /// Under the system's bar (``SwiftUICore/View/tabBarUsesSystemBar(_:)``, Apple Vision Pro)
    /// the tab stays in the system's `TabView` as `Tab(…).hidden(_:)` from iOS 18, macOS 15 and
    /// visionOS 2, its content keeping its state. Where the system cannot hide a kept page (its
    /// `.tabItem` pages before those releases, Apple TV, whose `Tab` has no `hidden(_:)`, and Apple
    /// Watch's pages) the tab's page leaves while it is hidden, and its content starts afresh when
    /// it is shown again.
    ///
    /// ```swift
    /// TabBarTab("Browse", systemImage: "square.grid.2x2", value: AppTab.browse) { BrowseView() }
    ///   .hidden(sizeClass == .regular)
    /// ```
    ///
    /// - Parameter isHidden: Whether the tab is hidden; `true` by default.
    public func hidden(_ isHidden: Bool = true) -> TabBarTab {
      var copy = self
      copy.isHidden = isHidden
      return copy
    }
  }
#endif
