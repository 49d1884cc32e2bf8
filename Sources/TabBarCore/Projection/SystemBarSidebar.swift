/// Who shows the sidebar when the app asks for the system's own bar
/// (`.tabBarUsesSystemBar(true)`) and for a sidebar (`.tabBarShowsSidebar`,
/// `.tabBarSidebarAdaptable()`, and always on the Mac): never both the Kit's sidebar and the
/// system's bar.
///
/// - Where the system's `TabView` has the adaptable sidebar style (iOS 18, macOS 15: its
///   `.sidebarAdaptable`), the system shows it: the tabs in its sidebar, or its bar as the
///   person switches; the Kit draws none.
/// - On a Mac without it (macOS 13 and 14), the Kit's sidebar: a Mac's tabs are a sidebar, and
///   that `TabView`'s bar is a segmented control, not a tab bar. The system's bar is not used.
/// - On an iPad without it (iPadOS 16 and 17), the system's bar alone, which the app asked for:
///   that `TabView` has no sidebar.
///
/// ```swift
/// SystemBarSidebar(platform: .iPad, offersSidebar: true, hasAdaptableSidebar: true)   // .system
/// SystemBarSidebar(platform: .mac, offersSidebar: true, hasAdaptableSidebar: false)   // .drawn
/// ```
package enum SystemBarSidebar: String, Sendable, Hashable, CaseIterable {
  /// No sidebar: the system's bar alone.
  case none
  /// The system's `TabView` in its adaptable sidebar style; the Kit draws no sidebar.
  case system
  /// The Kit's sidebar, and not the system's bar.
  case drawn

  /// The choice for a container.
  /// - Parameters:
  ///   - platform: The device family.
  ///   - offersSidebar: Whether the app asks for a sidebar where there is room: an adaptable
  ///     container, or ``TabBarAdaptationPreferences/prefersSidebar`` on iPad; always on the Mac
  ///     unless the app fixes the bar there. Not the person's current choice, which the system's
  ///     own toggle keeps: the `TabView`'s style stays while they switch.
  ///   - hasAdaptableSidebar: Whether the system's `TabView` has `.sidebarAdaptable` (iOS 18,
  ///     macOS 15).
  package init(platform: TabBarPlatform, offersSidebar: Bool, hasAdaptableSidebar: Bool) {
    switch platform {
    case .iPad: self = offersSidebar && hasAdaptableSidebar ? .system : .none
    case .mac:
      if !offersSidebar {
        self = .none
      } else {
        self = hasAdaptableSidebar ? .system : .drawn
      }
    case .iPhone, .watch, .tv, .vision: self = .none
    }
  }

  /// The choice for a container in `context`: the Mac offers its sidebar unless the app fixes
  /// the bar there (``TabBarAdaptationPreferences/fixedPlacement``); an iPad when the container
  /// is adaptable (the person switches) or prefers the sidebar.
  /// - Parameters:
  ///   - context: The container's context.
  ///   - isAdaptable: Whether the person switches between bar and sidebar.
  ///   - hasAdaptableSidebar: Whether the system's `TabView` has `.sidebarAdaptable`.
  package init(context: TabBarContext, isAdaptable: Bool, hasAdaptableSidebar: Bool) {
    let offers =
      context.platform == .mac
      ? context.preferences.fixedPlacement != .tabBar : isAdaptable || context.preferences.prefersSidebar
    self.init(platform: context.platform, offersSidebar: offers, hasAdaptableSidebar: hasAdaptableSidebar)
  }

  /// Whether the system's bar (or its adaptable sidebar) hosts the tabs, as the app asked.
  package var usesSystemTabView: Bool { self != .drawn }
}
