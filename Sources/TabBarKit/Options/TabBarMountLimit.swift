#if canImport(SwiftUI)
  import SwiftUI

  /// Where the mount limit travels to the container.
  private struct TabBarMountLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
  }

  extension EnvironmentValues {
    /// The most tabs a container below keeps alive (see ``SwiftUICore/View/tabBarMountLimit(_:)``).
    var tabBarMountLimit: Int? {
      get { self[TabBarMountLimitKey.self] }
      set { self[TabBarMountLimitKey.self] = newValue }
    }
  }

  extension View {
    /// Keeps at most `limit` tabs of the ``TabBarContainer`` below alive: visiting another tab
    /// beyond the limit releases the least recently visited one (never the selected tab), which
    /// starts afresh on its next visit, as a tab bar controller rebuilds a released view
    /// controller. For apps whose tabs hold heavy content (maps, video, web views). `nil`, the
    /// default, keeps every visited tab.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarMountLimit(3)
    /// ```
    public func tabBarMountLimit(_ limit: Int?) -> some View {
      environment(\.tabBarMountLimit, limit)
    }
  }
#endif
