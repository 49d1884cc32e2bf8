/// How the tabs are presented.
package enum TabBarPresentation: String, Sendable, Hashable, CaseIterable, Codable {
  /// A bar along the bottom edge: iPhone, and iPad in compact width (or without the sidebar
  /// preference).
  case bottomBar
  /// A sidebar list on the leading side: Mac, and iPad in regular width when preferred.
  case sidebar
  /// Full-screen pages, one per tab: Apple Watch (stacked vertically and turned with the Digital
  /// Crown from watchOS 10; side by side, swiped horizontally, on watchOS 9).
  case verticalPages
  /// A bar along the top edge, moved through with focus: Apple TV.
  case topBar
  /// A vertical bar of icons floating outside the window's leading edge, as visionOS's own tab
  /// view shows tabs in an ornament: Apple Vision Pro.
  case leadingOrnament

  /// Whether the system's own control shows the tabs (Apple TV's top bar, Apple Vision Pro's
  /// ornament), so no drawn bar or sidebar does.
  package var isShownBySystem: Bool { self == .topBar || self == .leadingOrnament }

  /// Whether the tabs sit side by side in a row, so width limits how many fit.
  package var isHorizontalBar: Bool { self == .bottomBar || self == .topBar }
}
