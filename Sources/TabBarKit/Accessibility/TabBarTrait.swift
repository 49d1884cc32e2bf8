#if canImport(SwiftUI)
  import SwiftUI

  /// The tab-bar trait (`AccessibilityTraits.isTabBar`): documented from iOS 17, but first in the
  /// iOS 18 SDK, so it is used only where both the SDK (SwiftUI 6) and the system (iOS 18 and
  /// the matching releases) have it. Elsewhere each item carries "Tab, n of m" in its value.
  enum TabBarTrait {
    /// Whether the running system gets the trait, so VoiceOver counts the tabs itself.
    static var isApplied: Bool {
      #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
          return true
        }
      #endif
      return false
    }
  }

  /// Makes a view the tab bar's accessibility container: its buttons stay separate elements,
  /// grouped under the tab-bar trait where the system has it.
  struct TabBarAccessibilityContainer: ViewModifier {
    func body(content: Content) -> some View {
      #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
          content.accessibilityElement(children: .contain).accessibilityAddTraits(.isTabBar)
        } else {
          content.accessibilityElement(children: .contain)
        }
      #else
        content.accessibilityElement(children: .contain)
      #endif
    }
  }
#endif
