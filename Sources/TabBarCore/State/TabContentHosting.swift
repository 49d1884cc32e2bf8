/// How a container hosts its tabs' content so that only the selected tab is in the window.
///
/// ```swift
/// TabContentHosting(showsSystemBar: true)                                  // .systemBar
/// TabContentHosting(showsSystemBar: false, hostsTabControllers: true)      // .tabControllers
/// TabContentHosting(showsSystemBar: false, hostsTabControllers: false)     // .stack
/// ```
package enum TabContentHosting: String, Sendable, Hashable, CaseIterable {
  /// The system's tab view with its own bar shown: only the selected tab is in the window, the
  /// others keep their state, and the overflow is the system's More to show.
  case systemBar
  /// Each tab in a hosting controller of its own under a container controller that shows no
  /// tabs of its own (UIKit's, or AppKit's tab view controller), as a tab bar controller hosts
  /// its tabs: only the selected tab's view is in the window, the others keep their state, and
  /// any number of tabs fits without a system More list. ``TabControllerPlan`` says which
  /// controllers there are.
  case tabControllers
  /// Every visited tab stays in a stack, the others transparent and disabled: their state
  /// survives, but they stay in the window.
  case stack

  /// The hosting under a drawn bar or beside a sidebar, or with the system's own bar.
  ///
  /// - Parameters:
  ///   - showsSystemBar: Whether the system's own bar is the bar.
  ///   - hostsTabControllers: Whether this platform can host each tab in a controller of its own
  ///     with the tab's title and toolbar where the system shows them: UIKit everywhere, AppKit
  ///     from macOS 14 (which bridges a hosted tab's toolbar to the window).
  package init(showsSystemBar: Bool, hostsTabControllers: Bool) {
    if showsSystemBar {
      self = .systemBar
    } else {
      self = hostsTabControllers ? .tabControllers : .stack
    }
  }
}
