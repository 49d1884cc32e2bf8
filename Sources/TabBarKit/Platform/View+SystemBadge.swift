#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// A badge on a `.tabItem` or a sidebar row, where the platform shows badges (not tvOS or
    /// watchOS).
    @ViewBuilder
    func tabBarSystemBadge(_ text: String?) -> some View {
      #if os(tvOS) || os(watchOS)
        self
      #else
        badge(text.map { Text(verbatim: $0) })
      #endif
    }
  }

  #if canImport(SwiftUI, _version: 6.0)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    extension TabContent {
      /// A badge on a `Tab`, where the platform shows badges (not tvOS or watchOS).
      @TabContentBuilder<TabValue>
      func tabBarSystemBadge(_ text: String?) -> some TabContent<TabValue> {
        #if os(tvOS) || os(watchOS)
          self
        #else
          badge(text.map { Text(verbatim: $0) })
        #endif
      }
    }
  #endif
#endif
