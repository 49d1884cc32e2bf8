/// The horizontal size class, as SwiftUI's `UserInterfaceSizeClass`: how much room the width
/// gives.
package enum HorizontalSizeClass: String, Sendable, Hashable, CaseIterable, Codable {
  /// Narrow: an iPhone in portrait, iPad split views and slide-over.
  case compact
  /// Wide: iPad full screen, Mac windows, large iPhones in landscape.
  case regular
}
