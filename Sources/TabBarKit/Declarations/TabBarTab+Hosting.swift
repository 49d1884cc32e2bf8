#if canImport(SwiftUI)
  import SwiftUI

  extension TabBarTab {
    /// The tab's content as a container shows it: told how often its tab was reselected, and
    /// without the container's action and reselect handler (which belong to the container, not
    /// to a container nested in the tab).
    func hostedContent(reselectionCount: Int) -> some View {
      content
        .environment(\.tabBarReselection, TabBarReselection(count: reselectionCount))
        .environment(\.tabBarActionButton, nil)
        .environment(\.tabReselectHandler, nil)
    }
  }
#endif
