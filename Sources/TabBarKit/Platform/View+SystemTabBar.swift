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

    /// Shows or hides the system's tab bar around this tab, where the platform has one to hide
    /// (not macOS or watchOS, whose `TabView`s have no `.tabBar` toolbar).
    @ViewBuilder
    func tabBarSystemBarVisibility(_ visibility: Visibility) -> some View {
      #if os(macOS) || os(watchOS)
        self
      #else
        toolbar(visibility, for: .tabBar)
      #endif
    }
  }
#endif
