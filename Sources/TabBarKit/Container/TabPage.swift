#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// One tab's content as its container hosts it: nothing until the core mounts it, then the
  /// content, told which tab it is and of its reselections, inset clear of the bar, and without
  /// the settings that belong to this container alone (``ContainerSettingsBoundary``).
  ///
  /// The core's mount generation is the content's identity: a tab the mount limit evicted comes
  /// back with fresh state, as a tab bar controller rebuilds a view controller it released.
  @MainActor
  struct TabPage<Value: Hashable>: View {
    let tab: TabBarTab<Value>
    let id: String
    let scene: ContainerSnapshot<Value>
    /// How far the content stays clear of the bottom edge for the bar.
    let contentInset: CGFloat

    var body: some View {
      let state = scene.state
      Group {
        // view-branch: intended — a tab mounted or unmounted by the core's mount limit
        if let generation = state.mountGeneration(of: id) {
          tab.content
            .environment(
              \.tabBarTabContext,
              TabBarTabContext(
                tabID: id, reselection: reselection(state), send: scene.send,
                barAnimation: scene.barAnimation, reportScrollOffset: scrollReporter,
                sidebarChoice: scene.sidebarChoice,
                searchActivation: state.searchActivationRequest(for: id))
            )
            .environment(\.tabBarReselection, reselection(state))
            .modifier(ContainerSettingsBoundary())
            .id(generation)
        } else {
          Color.clear
        }
      }
      .safeAreaInset(edge: .bottom, spacing: 0) {
        Color.clear.frame(height: contentInset)
      }
    }

    /// Where this tab's scroll offsets go, while the bar minimizes on scroll.
    private var scrollReporter: (@MainActor (CGFloat, CGFloat?) -> Void)? {
      guard let report = scene.reportScrollOffset else { return nil }
      let id = id
      return { report(id, $0, $1) }
    }

    /// The tab's latest reselection, as the core decided it.
    private func reselection(_ state: TabBarState) -> TabBarReselection {
      guard let request = state.reselectRequest(for: id) else { return TabBarReselection() }
      return TabBarReselection(count: request.serial, response: request.response)
    }
  }
#endif

#if canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
  extension TabPage {
    /// Tab `id`'s page as the root of a hosting controller of its own
    /// (``TabContentHosting/tabControllers``): a view graph of its own, so it gets the
    /// container's `environment` whole; empty for a tab no longer declared.
    ///
    /// A new root reaches that graph without the container's transaction, so the page moves its
    /// content inset on `insetAnimation`, the one the container's graph moves it on
    /// (``TabPagesRooting``). The root is always a `TabPage` of one type, so a new one never
    /// resets the tab's state.
    static func hosted(
      _ id: String, in scene: ContainerSnapshot<Value>, contentInset: CGFloat, insetAnimation: Animation?,
      environment: EnvironmentValues
    ) -> AnyView {
      guard let position = scene.declarations.position(of: id) else { return AnyView(EmptyView()) }
      return AnyView(
        TabPage(tab: scene.declarations.tabs[position], id: id, scene: scene, contentInset: contentInset)
          .animation(insetAnimation, value: contentInset)
          .environment(\.self, environment))
    }
  }
#endif
