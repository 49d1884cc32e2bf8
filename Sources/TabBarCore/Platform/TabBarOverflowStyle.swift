/// What a horizontal bar does with tabs that do not fit its width.
package enum TabBarOverflowStyle: String, Sendable, Hashable, CaseIterable, Codable {
  /// The last visible slot becomes a "More" item that lists the rest, as UIKit's tab bar does.
  case moreTab
  /// Every tab stays in the bar, which scrolls sideways.
  case scrolling
}
