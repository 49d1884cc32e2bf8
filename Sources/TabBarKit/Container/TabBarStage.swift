#if canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
  import SwiftUI
  import TabBarCore

  /// The container on every platform but Apple Watch: an optional sidebar, then the tabs'
  /// content with the drawn bar over it.
  ///
  /// The content host keeps one place in the view tree whatever the core's presentation (bar or
  /// sidebar), so switching between them (a size-class change, a Split View or Stage Manager
  /// resize, the person's toggle) keeps every tab's state.
  ///
  /// Geometry comes from `GeometryReader`s at the container, never from global screen state:
  /// the outer one (which the keyboard shrinks) for how far content must stay clear, the inner
  /// one (which ignores the keyboard, so the keyboard never lifts the bar) for the bar itself.
  /// The bar's layout is computed once per render and shared by the content's inset and the bar.
  @MainActor
  struct TabBarStage<Value: Hashable>: View {
    let scene: TabBarScene<Value>
    @State private var barGeometry: ContainerGeometry?
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.tabBarInsetsContentForAction) private var insetsForAction

    var body: some View {
      let state = scene.state
      HStack(spacing: 0) {
        if state.presentation == .sidebar {
          TabBarSidebar(scene: scene)
          Divider()
        }
        GeometryReader { outer in
          let geometry = barGeometry ?? ContainerGeometry(outer)
          let layout = barLayout(in: geometry)
          let inset = contentInset(layout, bottomInset: outer.safeAreaInsets.bottom)
          ZStack {
            TabBarPlatformContainers.contentHost(scene, contentInset: inset)
            GeometryReader { inner in
              let measured = ContainerGeometry(inner)
              ZStack(alignment: .topLeading) {
                // Measured even while the bar is hidden, so content is inset right when it returns.
                Color.clear
                  .onAppear { measure(measured) }
                  .onValueChange(of: measured) { measure($0) }
                if drawsBar {
                  TabBarOverlay(scene: scene, layout: layout, geometry: geometry)
                }
              }
            }
            .ignoresSafeArea(.keyboard, edges: .bottom)
          }
        }
      }
    }

    /// Whether the style's bar is drawn: a bottom bar in a drawn style.
    private var drawsBar: Bool {
      scene.state.presentation == .bottomBar && !scene.showsSystemBar
    }

    /// The core's layout of the bar in `geometry`, or an empty one when no bar is drawn.
    private func barLayout(in geometry: ContainerGeometry) -> TabBarLayout {
      guard drawsBar else { return .empty }
      return TabBarLayoutEngine.layout(
        scene.state.layoutRequest(
          containerSize: geometry.containerSize, safeAreaInsets: geometry.coreInsets,
          dynamicTypeFactor: TabBarDynamicTypeSize(dynamicTypeSize).scaleFactor,
          metrics: scene.metrics))
    }

    /// How far content stays clear of the bar: the core's covered inset, none while hidden.
    private func contentInset(_ layout: TabBarLayout, bottomInset: CGFloat) -> CGFloat {
      guard drawsBar, !scene.state.isBarHidden else { return 0 }
      return layout.contentInset(aboveBottomInset: bottomInset, includingActionButton: insetsForAction)
    }

    /// Keeps the bar's geometry and tells the core the container's width.
    private func measure(_ geometry: ContainerGeometry) {
      barGeometry = geometry
      scene.reportWidth(geometry.containerSize.width)
    }
  }
#endif
