/// How a platform hosts the tabs' content so that only the selected tab is in the window.
///
/// ```swift
/// TabContentHosting(platform: .iPhone, showsSystemBar: true)                      // .systemBar
/// TabContentHosting(platform: .iPhone, showsSystemBar: false)                     // .systemPager
/// TabContentHosting(platform: .mac, showsSystemBar: false, hostsTabControllers: true)  // .tabControllers
/// TabContentHosting(platform: .mac, showsSystemBar: false)                        // .stack
/// ```
package enum TabContentHosting: String, Sendable, Hashable, CaseIterable {
  /// The system's tab view with its own bar shown: only the selected tab is in the window, the
  /// others keep their state, and the overflow is the system's More to show.
  case systemBar
  /// The system's tab views (tab bar controllers) with their bars hidden under a drawn bar or
  /// beside a sidebar: only the selected tab is in the window, the others keep their state.
  /// Beyond ``systemPagerTabLimit`` tabs they nest as ``TabBarState/pageSlots`` places them, so
  /// no tab bar controller moves tabs into its own More list.
  case systemPager
  /// Each tab in a hosting controller of its own under a tab view controller that shows no
  /// tabs (the Mac's): only the selected tab's view is in the window, the others keep their
  /// state, and the window's title and toolbar are the selected tab's.
  case tabControllers
  /// Every visited tab stays in a stack, the others transparent and disabled: their state
  /// survives, but they stay in the window.
  case stack

  /// The most tabs one of the system's tab views hosts on iPhone and iPad before its tab bar
  /// controller moves the rest into its own More list, which a hidden bar cannot suppress.
  package static let systemPagerTabLimit = 5

  /// The hosting on `platform`.
  ///
  /// - The system's own bar shown (`showsSystemBar`): the system's tab view.
  /// - A Mac with a drawn bar or a sidebar: its tab view's tabs cannot be hidden, so tab
  ///   controllers where it can bridge a hosted tab's title and toolbar to the window
  ///   (`hostsTabControllers`: AppKit from macOS 14), else a stack.
  /// - Everywhere else: the system's tab views, their bars hidden.
  ///
  /// - Parameters:
  ///   - platform: The device family.
  ///   - showsSystemBar: Whether the system's own bar is the bar.
  ///   - hostsTabControllers: Whether this Mac can host each tab in a controller of its own with
  ///     the tab's title and toolbar in the window.
  package init(platform: TabBarPlatform, showsSystemBar: Bool, hostsTabControllers: Bool = false) {
    if showsSystemBar {
      self = .systemBar
    } else if platform == .mac {
      self = hostsTabControllers ? .tabControllers : .stack
    } else {
      self = .systemPager
    }
  }
}
