#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  extension TabBarCore.TabBarDynamicTypeSize {
    /// The core's text size for SwiftUI's: the one place the two are mapped, so the bar scales
    /// by the core's factors (and its cap) whatever the platform. Sizes a future SwiftUI adds
    /// map to the default.
    ///
    /// ```swift
    /// @Environment(\.dynamicTypeSize) private var size
    /// TabBarCore.TabBarDynamicTypeSize(size).scaleFactor
    /// ```
    public init(_ size: SwiftUI.DynamicTypeSize) {
      switch size {
      case .xSmall: self = .xSmall
      case .small: self = .small
      case .medium: self = .medium
      case .large: self = .large
      case .xLarge: self = .xLarge
      case .xxLarge: self = .xxLarge
      case .xxxLarge: self = .xxxLarge
      case .accessibility1: self = .accessibility1
      case .accessibility2: self = .accessibility2
      case .accessibility3: self = .accessibility3
      case .accessibility4: self = .accessibility4
      case .accessibility5: self = .accessibility5
      @unknown default: self = .large
      }
    }
  }
#endif
