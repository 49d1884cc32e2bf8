#if canImport(SwiftUI)
  import SwiftUI

  extension TabBarContainer {
    /// `TabView`'s style, which a container does not read: it draws its own bar, and a sidebar
    /// where ``SwiftUICore/View/tabBarSidebarAdaptable(id:)`` or
    /// ``SwiftUICore/View/tabBarShowsSidebar(_:)`` asks for one. Calling it on a container warns
    /// with the replacement and changes nothing.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarSidebarAdaptable()  // for .tabViewStyle(.sidebarAdaptable)
    /// ```
    ///
    /// It warns rather than failing to compile: Swift ranks an unavailable method below
    /// SwiftUI's `View.tabViewStyle(_:)`, which would then be chosen in silence and do nothing.
    ///
    /// - Parameter style: The `TabView` style, ignored.
    /// - Returns: The container, unchanged.
    @available(
      *, deprecated,
      message:
        "TabBarContainer draws its own bar: for .sidebarAdaptable use .tabBarSidebarAdaptable(), for .tabBarOnly remove the call (the bar is the default), for .page use SwiftUI's TabView"
    )
    public func tabViewStyle<Style: TabViewStyle>(_ style: Style) -> TabBarContainer { self }
  }
#endif
