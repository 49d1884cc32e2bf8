#if canImport(SwiftUI)
  import SwiftUI

  /// Where the sidebar choice travels to the container.
  private struct TabBarShowsSidebarKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  extension EnvironmentValues {
    /// Whether containers below show a sidebar where there is room (see
    /// ``SwiftUICore/View/tabBarShowsSidebar(_:)``).
    var tabBarShowsSidebar: Bool {
      get { self[TabBarShowsSidebarKey.self] }
      set { self[TabBarShowsSidebarKey.self] = newValue }
    }
  }

  extension View {
    /// On iPad in regular width, shows the ``TabBarContainer``'s tabs as a sidebar instead of
    /// the bar. Bind it to the person's choice; the bar returns in compact width, and every tab
    /// keeps its state across the switch. The Mac always shows a sidebar.
    ///
    /// ```swift
    /// @AppStorage("showsSidebar") private var showsSidebar = false
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarShowsSidebar(showsSidebar)
    /// ```
    public func tabBarShowsSidebar(_ showsSidebar: Bool) -> some View {
      environment(\.tabBarShowsSidebar, showsSidebar)
    }
  }
#endif
