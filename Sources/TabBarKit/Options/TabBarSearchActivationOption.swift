#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// Where the search activation travels to the container.
  private struct TabBarSearchActivationKey: EnvironmentKey {
    static var defaultValue: TabBarSearchActivation { .automatic }
  }

  extension EnvironmentValues {
    /// Whether choosing a container's search tab activates its field (see
    /// ``SwiftUICore/View/tabBarSearchActivation(_:)``).
    var tabBarSearchActivation: TabBarSearchActivation {
      get { self[TabBarSearchActivationKey.self] }
      set { self[TabBarSearchActivationKey.self] = newValue }
    }
  }

  extension View {
    /// Whether choosing the container's search tab activates its search field, as iOS 26's
    /// `tabViewSearchActivation(_:)` says for the system's tab view: with
    /// ``TabBarSearchActivation/searchTabSelection`` a tap on the search tab puts the cursor in
    /// the field of its ``SwiftUICore/View/tabBarSearchable(text:prompt:)`` content, keyboard up;
    /// with ``TabBarSearchActivation/automatic`` (the default) the field waits for a tap.
    /// Command-F activates it either way. The core decides when
    /// (`TabBarState.searchActivationRequest(for:)`), for the drawn styles and the system's bar
    /// alike: the field is the tab content's own in both.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) {
    ///   TabBarTab(value: AppTab.search, role: .search) {
    ///     NavigationStack { ResultsView(query) }.tabBarSearchable(text: $query)
    ///   }
    /// }
    /// .tabBarSearchActivation(.searchTabSelection)
    /// ```
    public func tabBarSearchActivation(_ activation: TabBarSearchActivation) -> some View {
      environment(\.tabBarSearchActivation, activation)
    }
  }
#endif
