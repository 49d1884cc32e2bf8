#if canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
  import SwiftUI
  import TabBarCore

  /// The bar as it minimizes and expands: the core's full layout interpolated towards the
  /// minimized one by the progress, which SwiftUI animates frame by frame (on the style's
  /// spring; under Reduce Motion the progress changes at once), and the bottom accessory moving
  /// from above the bar to beside it.
  @MainActor
  struct MinimizingBar<Value: Hashable>: View, Animatable {
    let scene: ContainerSnapshot<Value>
    let layouts: TabBarMinimizingLayouts
    let accessory: TabBarBottomAccessory?
    let geometry: ContainerGeometry
    /// The animation a selection change moves the marker on (a release's settle, with its
    /// velocity, or the style's spring).
    let selectionAnimation: Animation?
    /// 0 full … 1 minimized.
    var progress: CGFloat

    nonisolated var animatableData: CGFloat {
      get { progress }
      set { progress = newValue }
    }

    var body: some View {
      TabBarOverlay(
        scene: scene, layout: layouts.layout(at: progress),
        scrubRequest: progress > 0 ? nil : layouts.request, search: layouts.search,
        accessory: accessory.map { (view: $0, layout: layouts.accessory($0.metrics, at: progress)) },
        geometry: geometry, selectionAnimation: selectionAnimation)
    }
  }
#endif
