#if canImport(SwiftUI) && os(watchOS)
  import SwiftUI
  import TabBarCore

  /// The tabs on Apple Watch as the style's bar (``TabBarWatchPresentation/iconBar``): the kept
  /// tabs, and the bar the core lays out for the watch's width over them.
  @MainActor
  struct WatchBarContainer<Value: Hashable>: View {
    let scene: ContainerSnapshot<Value>
    @Namespace private var indicatorNamespace
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
      GeometryReader { proxy in
        let geometry = ContainerGeometry(proxy)
        let state = scene.state.resized(toWidth: geometry.containerSize.width)
        let layout = TabBarLayoutEngine.layout(
          state.layoutRequest(
            containerSize: geometry.containerSize, safeAreaInsets: geometry.coreInsets, metrics: scene.metrics
          ))
        ZStack(alignment: .topLeading) {
          KeptTabContent(scene: scene, contentInset: layout.contentInset)
          scene.style.makeBody(
            configuration: scene.configuration(
              state: state, layout: layout, colorScheme: colorScheme,
              accessibility: TabBarAccessibilitySettings(), indicatorNamespace: indicatorNamespace,
              selectionAnimation: scene.selectionAnimation)
          )
          .frame(width: layout.barFrame.width, height: layout.barFrame.height)
          .position(
            x: layout.barFrame.midX - geometry.leftInset(layout.layoutDirection),
            y: layout.barFrame.midY - geometry.insets.top)
        }
      }
    }
  }
#endif
