/// How a platform hosts the tabs' content so that only the selected tab is in the window.
///
/// ```swift
/// TabContentHosting(platform: .iPhone, tabCount: 4, showsSystemBar: false)  // .systemPager
/// TabContentHosting(platform: .iPhone, tabCount: 7, showsSystemBar: false)  // .stack
/// ```
public enum TabContentHosting: String, Sendable, Hashable, CaseIterable {
  /// The system's tab view (a tab bar controller): only the selected tab is in the window, the
  /// others keep their state, and its own bar is hidden under a drawn one.
  case systemPager
  /// Every visited tab stays in a stack, the others transparent and disabled: their state
  /// survives, but they stay in the window.
  case stack

  /// The most tabs the system's tab view hosts on iPhone and iPad before its tab bar controller
  /// moves the rest into its own More list, which a hidden bar cannot suppress.
  public static let systemPagerTabLimit = 5

  /// The hosting for `tabCount` tabs on `platform`.
  ///
  /// - The system's own bar shown (`showsSystemBar`), on Apple TV (the top bar) and Apple Vision
  ///   Pro (the ornament): the system's tab view, whose overflow is then the system's to show.
  /// - A Mac with a drawn bar: a stack (its tab view's tabs cannot be hidden).
  /// - iPhone and iPad with a drawn bar: the system's tab view up to ``systemPagerTabLimit``
  ///   tabs; beyond, a stack, since the tab bar controller would push the extra tabs into its own
  ///   More screen under the drawn More list.
  /// - Apple Watch: the system's paged tab view.
  public init(platform: TabBarPlatform, tabCount: Int, showsSystemBar: Bool) {
    switch platform {
    case .tv, .vision, .watch: self = .systemPager
    case .mac: self = showsSystemBar ? .systemPager : .stack
    case .iPhone, .iPad:
      self = showsSystemBar || tabCount <= Self.systemPagerTabLimit ? .systemPager : .stack
    }
  }
}
