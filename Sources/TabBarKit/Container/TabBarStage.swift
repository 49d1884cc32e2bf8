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
  /// The bar's layouts (full, and minimized when the bar minimizes on scroll) are computed once
  /// per render and shared by the content's inset and the bar.
  ///
  /// With ``SwiftUICore/View/tabBarSwipeBetweenTabs(_:)`` a horizontal swipe over the content
  /// drives the bar's marker through the core's ``TabBarSwipe`` and selects through the core.
  @MainActor
  struct TabBarStage<Value: Hashable>: View {
    let scene: ContainerSnapshot<Value>
    @State private var barGeometry: ContainerGeometry?
    /// The swipe over the content in progress, if any.
    @State private var swipe: TabBarSwipe?
    /// The settle of the last swipe's release, which the marker's selection change moves on.
    @State private var settle: Animation?
    /// Asks the tab in the window whether a drag over it is its own.
    @State private var dragProbe = TabContentDragProbe()
    /// Who owns the drag that started at `start` (the core's ``TabBarSwipeClaim``): the content
    /// is asked again at every sample until the claim decides, and the first decision is final.
    /// A sample with another start is another drag (a cancelled one reports no end).
    @State private var claim: (start: CGPoint, claim: TabBarSwipeClaim)?
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.tabBarInsetsContentForAction) private var insetsForAction
    @Environment(\.tabBarBottomAccessory) private var accessory
    @Environment(\.tabBarSwipeBetweenTabs) private var swipesBetweenTabs

    var body: some View {
      let state = scene.state
      TabBarSidebarColumns(
        platform: state.context.platform,
        // Under the system's bar the system shows its own sidebar, if any (SystemBarSidebar).
        showsSidebar: state.presentation == .sidebar && !scene.showsSystemBar,
        choice: scene.sidebarChoice, selectedID: state.selectedID, animation: scene.barAnimation
      ) {
        TabBarSidebar(scene: scene)
      } content: {
        GeometryReader { outer in
          let geometry = currentGeometry(outer)
          // The bar for the width just measured, in this pass: never a frame at a stale width.
          let scene = self.scene.resized(toWidth: geometry.containerSize.width)
          let layouts = barLayouts(of: scene.state, in: geometry)
          let inset = contentInset(layouts, bottomInset: outer.safeAreaInsets.bottom)
          ZStack {
            TabBarPlatformContainers.contentHost(
              scene, contentInset: inset, measured: barGeometry, dragProbe: dragProbe
            )
            // Where the tabs' host starts in the drag's (global) space, for the probe.
            .background { GeometryReader { measureProbeOrigin($0) } }
            .tabBarDrag(
              .swipe, minimumDistance: TabBarSwipe.slop,
              isEnabled: swipesBetweenTabs && drawsBar && scene.state.selectedTabIsAtRoot,
              onChanged: { swiped($0, layouts: layouts, pageWidth: geometry.containerSize.width) },
              onEnded: { released($0, layouts: layouts, pageWidth: geometry.containerSize.width) })
            GeometryReader { inner in
              let measured = ContainerGeometry(inner)
              ZStack(alignment: .topLeading) {
                // Measured even while the bar is hidden, so content is inset right when it returns.
                Color.clear
                  .onAppear { measure(measured) }
                  .onValueChange(of: measured) { measure($0) }
                if drawsBar {
                  MinimizingBar(
                    scene: scene, layouts: swiping(layouts), accessory: accessory, geometry: geometry,
                    selectionAnimation: settle ?? scene.selectionAnimation,
                    progress: scene.minimization.targetProgress)
                }
              }
            }
            .ignoresSafeArea(.keyboard, edges: .bottom)
          }
          // An accessory the app enables or disables comes and goes on the bar's animation.
          .animation(scene.barAnimation, value: accessory != nil)
        }
      }
      // Always present, so Control-Tab, Command-Option-arrows, Command-F and the Command-digits
      // the bar's buttons do not answer work in the sidebar and with the system bar too.
      .background { TabBarKeyCommands(scene: scene, barShowsItems: drawsBar) }
      .onValueChange(of: scene.state.selectedID) { _ in settle = nil }
      // A push during a swipe ends it: the drag is the back gesture's now, and the disabled
      // gesture will not report its end.
      .onValueChange(of: scene.state.selectedTabIsAtRoot) { if !$0 { swipe = nil } }
    }

    /// Whether the style's bar is drawn: a bottom bar in a drawn style.
    private var drawsBar: Bool {
      scene.state.presentation == .bottomBar && !scene.showsSystemBar
    }

    /// The bar's geometry: the keyboard-free one measured last, unless the container's width has
    /// changed since (a rotation, a resize), when this pass's own geometry is the truth.
    private func currentGeometry(_ outer: GeometryProxy) -> ContainerGeometry {
      let current = ContainerGeometry(outer)
      guard let barGeometry, barGeometry.containerSize.width == current.containerSize.width else {
        return current
      }
      return barGeometry
    }

    /// The core's layouts of `state`'s bar in `geometry`, or empty ones when no bar is drawn.
    private func barLayouts(of state: TabBarState, in geometry: ContainerGeometry) -> TabBarMinimizingLayouts
    {
      guard drawsBar else { return TabBarMinimizingLayouts(request: nil, minimizes: false) }
      let request = state.layoutRequest(
        containerSize: geometry.containerSize, safeAreaInsets: geometry.coreInsets,
        dynamicTypeFactor: TabBarDynamicTypeSize(dynamicTypeSize).scaleFactor,
        metrics: scene.metrics)
      return TabBarMinimizingLayouts(request: request, minimizes: scene.minimization.isEnabled)
    }

    /// How far content stays clear of the bar at rest (minimized or not) and of its accessory:
    /// the core's covered insets, none while hidden. A back swipe slides the bar alone (its
    /// reveal), as UIKit's does: the content's inset changes once the pop commits, so neither
    /// screen lays out again at every step of the finger.
    private func contentInset(_ layouts: TabBarMinimizingLayouts, bottomInset: CGFloat) -> CGFloat {
      guard drawsBar, !scene.state.isBarHidden else { return 0 }
      return layouts.contentInset(
        aboveBottomInset: bottomInset, includingActionButton: insetsForAction, accessory: accessory?.metrics,
        at: scene.minimization.targetProgress)
    }

    /// The layouts with the swipe's frame as the full bar while a swipe is in progress.
    private func swiping(_ layouts: TabBarMinimizingLayouts) -> TabBarMinimizingLayouts {
      guard let swipe else { return layouts }
      var result = layouts
      let current = layouts.full
      let next = swipe.nextIndex.map { layouts.layout(selecting: $0) } ?? current
      let previous = swipe.previousIndex.map { layouts.layout(selecting: $0) } ?? current
      swipe.layout(current: current, next: next, previous: previous, into: &result.full)
      return result
    }

    /// A swipe over the content moved: it starts once the core's ``TabBarSwipeClaim`` gives it
    /// the drag, then follows the finger.
    private func swiped(_ drag: TabBarDragSample, layouts: TabBarMinimizingLayouts, pageWidth: CGFloat) {
      guard let request = layouts.request else { return }
      if swipe == nil {
        guard claims(drag),
          let selected = request.items.all.firstIndex(where: { $0.id == request.selectedID })
        else { return }
        swipe = TabBarSwipe(
          items: request.items, selectedIndex: selected, layoutDirection: request.layoutDirection)
      }
      swipe?.drag(translation: drag.translation.width, pageWidth: pageWidth)
    }

    /// Whether the swipe owns `drag`: the claim of the drag it belongs to (a new one for a new
    /// start) reads the sample, with the content asked again while the claim is undecided.
    private func claims(_ drag: TabBarDragSample) -> Bool {
      let start = CGPoint(
        x: drag.location.x - drag.translation.width, y: drag.location.y - drag.translation.height)
      var current = TabBarSwipeClaim()
      if let known = claim, abs(known.start.x - start.x) <= Self.sameStartTolerance,
        abs(known.start.y - start.y) <= Self.sameStartTolerance
      {
        current = known.claim
      }
      if current.isProbing {
        let contentTakes = dragProbe.contentTakesDrag(from: start, translation: drag.translation)
        current.read(translation: drag.translation, contentTakesIt: contentTakes)
        claim = (start, current)
      }
      return current.decision == .swipe
    }

    /// How far apart, in points, two samples' starts may be and still be one drag's.
    private static var sameStartTolerance: CGFloat { 0.5 }

    /// Keeps the probe's origin (the tabs' host in the global space) current; renders nothing.
    private func measureProbeOrigin(_ proxy: GeometryProxy) -> some View {
      let origin = proxy.frame(in: .global).origin
      return Color.clear
        .onAppear { dragProbe.origin = origin }
        .onValueChange(of: origin) { dragProbe.origin = $0 }
    }

    /// The finger lifted: the core picks the tab from the position and velocity; the marker
    /// settles there on the style's spring from the finger's speed, and the tab is chosen
    /// through the core.
    private func released(_ drag: TabBarDragSample, layouts: TabBarMinimizingLayouts, pageWidth: CGFloat) {
      claim = nil
      guard let ending = swipe, let request = layouts.request else { return }
      let release = ending.release(velocity: drag.velocity.width, pageWidth: pageWidth, timing: scene.timing)
      let animation = Animation.tabBarSettle(release.motion)
      let all = request.items.all
      let target = release.targetIndex != ending.currentIndex && all.indices.contains(release.targetIndex)
      // The marker's selection change moves on the settle, not the style's resting spring.
      if target { settle = animation }
      withAnimation(animation) {
        swipe = nil
        if target { scene.send(.chooseTab(id: all[release.targetIndex].id)) }
      }
    }

    /// Keeps the bar's geometry and tells the core the container's width.
    private func measure(_ geometry: ContainerGeometry) {
      barGeometry = geometry
      scene.reportWidth(geometry.containerSize.width)
    }
  }
#endif
