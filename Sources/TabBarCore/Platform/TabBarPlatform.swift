import Foundation

/// The device family a bar runs on: it decides the presentation and the room items need.
public enum TabBarPlatform: String, Sendable, Hashable, CaseIterable, Codable {
  /// iPhone (and iPod touch).
  case iPhone
  /// iPad.
  case iPad
  /// Mac (native or Catalyst).
  case mac
  /// Apple Watch.
  case watch
  /// Apple TV.
  case tv
  /// Apple Vision Pro.
  case vision

  /// The narrowest an item of a horizontal bar may be before items overflow, in points.
  ///
  /// 64 pt leaves room for a short label under an icon and fits the system's five items on the
  /// narrowest iPhone (320 pt); never below the 44 pt minimum hit size. Apple TV's top bar
  /// holds text titles read from across the room, so its items need 120 pt. These are
  /// TabBarKit's choices, not published Apple metrics.
  public var minimumItemWidth: CGFloat {
    switch self {
    case .tv: 120
    case .iPhone, .iPad, .mac, .watch, .vision: 64
    }
  }
}
