#if canImport(SwiftUI)
  import SwiftUI

  /// Where the person's bar-or-sidebar choice travels to ``TabBarSidebarToggle``.
  private struct TabBarSidebarChoiceKey: EnvironmentKey {
    static var defaultValue: Binding<Bool>? { nil }
  }

  extension EnvironmentValues {
    /// The person's choice of a sidebar, when the container is adaptable (see
    /// ``SwiftUICore/View/tabBarSidebarAdaptable(id:)``).
    var tabBarSidebarChoice: Binding<Bool>? {
      get { self[TabBarSidebarChoiceKey.self] }
      set { self[TabBarSidebarChoiceKey.self] = newValue }
    }
  }

  /// Keeps the person's bar-or-sidebar choice in the scene's storage.
  // Not marked @MainActor: SDKs before iOS 18 and macOS 15 call it from nonisolated View
  // extensions, where the modifier takes its isolation from its protocol.
  private struct TabBarSidebarAdaptableModifier: ViewModifier {
    @SceneStorage private var showsSidebar: Bool

    init(key: String) {
      _showsSidebar = SceneStorage(wrappedValue: false, key)
    }

    func body(content: Content) -> some View {
      content
        .tabBarShowsSidebar(showsSidebar)
        .environment(\.tabBarSidebarChoice, $showsSidebar)
        // Within, this container's choice is the nearest: not that of a tab it is nested in.
        .transformEnvironment(\.tabBarTabContext) { $0?.sidebarChoice = nil }
    }
  }

  extension View {
    /// Lets people switch the ``TabBarContainer`` between its bar and a sidebar in regular width
    /// (iPad), like `.tabViewStyle(.sidebarAdaptable)`; the choice is kept per scene and every
    /// tab keeps its state across the switch. The sidebar carries the switch back; put a
    /// ``TabBarSidebarToggle`` in your toolbar for the way there.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarSidebarAdaptable()
    /// ```
    ///
    /// - Parameter id: A key unique among the scene's adaptable containers.
    public func tabBarSidebarAdaptable(id: String = "main") -> some View {
      modifier(TabBarSidebarAdaptableModifier(key: "TabBarKit.sidebar.\(id)"))
    }
  }
#endif
