import Foundation

/// The text sizes a person can choose, with the factor each applies to text relative to the
/// default (``large``).
///
/// The factors are the system's body text sizes divided by the default 17 pt: xSmall 14 pt …
/// accessibility5 53 pt. The SwiftUI layer maps SwiftUI's `DynamicTypeSize` onto this type, and
/// `tabbar-preview` accepts the same names, so both scale by the same numbers.
///
/// ```swift
/// TabBarDynamicTypeSize.accessibility3.scaleFactor  // 40 / 17 ≈ 2.35
/// TabBarDynamicTypeSize(rawValue: "xxxLarge")       // .xxxLarge
/// ```
public enum TabBarDynamicTypeSize: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// The body text size at this setting, in points.
  public var bodyPointSize: CGFloat {
    switch self {
    case .xSmall: 14
    case .small: 15
    case .medium: 16
    case .large: 17
    case .xLarge: 19
    case .xxLarge: 21
    case .xxxLarge: 23
    case .accessibility1: 28
    case .accessibility2: 33
    case .accessibility3: 40
    case .accessibility4: 47
    case .accessibility5: 53
    }
  }

  /// How much larger text is than at the default size.
  public var scaleFactor: CGFloat { bodyPointSize / TabBarDynamicTypeSize.large.bodyPointSize }

  /// The size with this name (as SwiftUI spells the case, e.g. `"xxxLarge"`, `"accessibility3"`),
  /// or `nil`.
  package init?(name: String) { self.init(rawValue: name) }

  /// Whether `lhs` is a smaller text size than `rhs`.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.bodyPointSize < rhs.bodyPointSize
  }
}
