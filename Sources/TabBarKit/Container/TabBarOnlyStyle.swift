#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI

  /// `tabViewStyle(.tabBarOnly)` where it exists (iOS 18), so iPadOS keeps a bar (which the
  /// container hides or shows) rather than turning it into a sidebar of its own.
  @MainActor
  struct TabBarOnlyStyle: ViewModifier {
    func body(content: Content) -> some View {
      #if canImport(SwiftUI, _version: 6.0) && !os(macOS)
        if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) {
          content.tabViewStyle(.tabBarOnly)
        } else {
          content
        }
      #else
        content
      #endif
    }
  }
#endif
