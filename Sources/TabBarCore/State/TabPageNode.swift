/// A page of the system's tab views that host the tabs' content (``TabPageSlots``): a tab, or,
/// where the tabs need more than one level of tab views, a tab view of its own.
///
/// ```swift
/// let slots = TabPageSlots(ids: (1...7).map { "tab\($0)" })
/// slots.children(of: [])      // [group [0], group [1]]
/// slots.children(of: [1])     // [tab6 at [1, 0], tab7 at [1, 1]]
/// ```
package struct TabPageNode: Sendable, Hashable, Identifiable {
  /// The page's place: its index in each level of tab views from the outermost. Stable while
  /// its tab stays, so it is the page's identity (and its tag) in its tab view.
  package let path: [Int]
  /// The tab the page shows, or `nil` for a page that is a tab view of further pages.
  package let tabID: String?

  /// The page's identity: its ``path``.
  package var id: [Int] { path }

  /// Creates a page at `path`, showing `tabID` or, without one, a tab view of further pages.
  package init(path: [Int], tabID: String?) {
    self.path = path
    self.tabID = tabID
  }
}
