/// How a platform hosts the tabs' content so that only the selected tab is in the window.
///
/// ```swift
/// TabContentHosting(platform: .iPhone, showsSystemBar: false)                     // .systemPager
/// TabContentHosting(platform: .mac, showsSystemBar: false, hostsTabControllers: true)  // .tabControllers
/// TabContentHosting(platform: .mac, showsSystemBar: false)                        // .stack
/// ```
public enum TabContentHosting: String, Sendable, Hashable, CaseIterable {
  /// The system's tab views (tab bar controllers): only the selected tab is in the window, the
  /// others keep their state. Under a drawn bar their own bars are hidden, and beyond
  /// ``systemPagerTabLimit`` tabs they nest as ``TabPageSlots`` places them, so no tab bar
  /// controller moves tabs into its own More list.
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
  public static let systemPagerTabLimit = 5

  /// The hosting on `platform`.
  ///
  /// - The system's own bar shown (`showsSystemBar`), on iPhone, iPad, Apple TV (the top bar),
  ///   Apple Vision Pro (the ornament) and Apple Watch: the system's tab views.
  /// - A Mac with a drawn bar or a sidebar: its tab view's tabs cannot be hidden, so tab
  ///   controllers where it can bridge a hosted tab's title and toolbar to the window
  ///   (`hostsTabControllers`: AppKit from macOS 14), else a stack.
  ///
  /// - Parameters:
  ///   - platform: The device family.
  ///   - showsSystemBar: Whether the system's own bar is the bar.
  ///   - hostsTabControllers: Whether this Mac can host each tab in a controller of its own with
  ///     the tab's title and toolbar in the window.
  public init(platform: TabBarPlatform, showsSystemBar: Bool, hostsTabControllers: Bool = false) {
    switch platform {
    case .mac where !showsSystemBar: self = hostsTabControllers ? .tabControllers : .stack
    default: self = .systemPager
    }
  }
}
