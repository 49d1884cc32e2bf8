#if canImport(SwiftUI)
  extension TabBarTab {
    /// This tab hidden from the person while `isHidden`, like `Tab`'s `hidden(_:)`: it leaves
    /// the bar, the sidebar (edit mode too) and the More list, and is not counted in "Tab, 2 of
    /// 4". Unlike leaving it out with `if`, its content keeps its state, its place in the
    /// person's arrangement stays, and a selection bound to it stays in your binding: the
    /// container shows the first shown tab meanwhile and selects this one again when it is
    /// shown.
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
