/// A page of the system's tab views that host the tabs' content (``TabPageSlots``): a tab, a
/// tab view of further pages where the tabs need more than one level, or the blank page an inner
/// tab view shows while it is out of the window.
///
/// ```swift
/// let slots = TabPageSlots(ids: (1...7).map { "tab\($0)" })
/// slots.pages(of: [])      // [tab view [0], tab view [1]]
/// slots.pages(of: [1])     // [tab5 at [1, 0], tab6 at [1, 1], tab7 at [1, 2], blank at [1, 4]]
/// ```
package struct TabPageNode: Sendable, Hashable, Identifiable {
  /// What a page shows.
  package enum Content: Sendable, Hashable {
    /// The tab with this id.
    case tab(id: String)
    /// A tab view of further pages.
    case tabView
    /// Nothing: what an inner tab view shows while out of the window, so that coming back
    /// brings no stale tab into the window before it moves to the selected one.
    case blank
  }

  /// The page's place: its index in each level of tab views from the outermost. Stable while
  /// its tab stays, so it is the page's tag in its tab view.
  package let path: [Int]
  /// What the page shows.
  package let content: Content

  /// The page's identity: its place and what it shows, so a tab taking a removed tab's place
  /// starts fresh.
  package var id: Self { self }

  /// The tab the page shows, if it shows one.
  package var tabID: String? {
    guard case .tab(let id) = content else { return nil }
    return id
  }

  /// Creates a page at `path` showing `content`.
  package init(path: [Int], content: Content) {
    self.path = path
    self.content = content
  }
}
