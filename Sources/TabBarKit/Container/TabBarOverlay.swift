#if canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
  import SwiftUI
  import TabBarCore

  /// The drawn bar over the content: the style's body where the core's layout puts it, in a
  /// left-to-right canvas (the core has already mirrored the geometry for right-to-left, so
  /// SwiftUI must not flip it again), the search tab where the core sets it apart (its own
  /// circle beside a floating bar, with no tab of the capsule selected while it is), and the
  /// More list anchored to its item.
  ///
  /// Hiding slides the bar below the container's bottom edge on the same animation that moves
  /// the content's inset, so bar and content travel together; the bottom accessory goes with it.
  /// During a back swipe it slides by the core's ``TabBarState/barReveal``, with the finger.
  ///
  /// A drag along the bar scrubs it (the core's ``TabBarScrub``): the marker follows the
  /// finger, the tab under it is drawn selected, each new tab plays the selection haptic, and
  /// lifting the finger chooses it. The drag starts only after ``TabBarScrubbing/minimumDistance``
  /// points, so a tap (and VoiceOver's activation, which is no drag) reaches the buttons. A tap
  /// on a minimized bar only expands it.
  ///
  /// Retargeting: a new selection while the marker is still moving starts SwiftUI's spring
  /// from the marker's current position and velocity (SwiftUI merges an interrupted spring
  /// with its successor, keeping its velocity), which is what the core's
  /// ``TabBarLayoutAnimation/retarget(to:at:)`` computes for the preview's frames; the bar is
  /// not driven frame by frame from the core animation.
  @MainActor
  struct TabBarOverlay<Value: Hashable>: View {
    let scene: ContainerSnapshot<Value>
    let layout: TabBarLayout
    /// The full bar's request while the bar can be scrubbed (not minimized), else `nil`.
    let scrubRequest: TabBarLayoutRequest?
    /// The search tab set apart from the bar, if the core set it apart.
    let search: SearchTabLayout?
    /// The app's accessory and where the core puts it.
    let accessory: (view: TabBarBottomAccessory, layout: TabBarAccessoryLayout?)?
    let geometry: ContainerGeometry
    /// The animation the marker moves on when the selection changes.
    let selectionAnimation: Animation?
    /// The scrub in progress, if any.
    @State private var scrub: TabBarScrub?
    /// How many tabs scrubs have crossed: each one plays the selection haptic.
    @State private var scrubCrossings = 0
    /// The settle of the last scrub's release, which its selection change moves on.
    @State private var scrubSettle: Animation?
    @Environment(\.layoutDirection) private var appLayoutDirection
    @Namespace private var indicatorNamespace
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
    @Environment(\.accessibilityShowButtonShapes) private var showsButtonShapes
    @Environment(\.tabBarSurface) private var surface

    var body: some View {
      let state = scene.state
      let shown = scrubbed(layout)
      let left = geometry.leftInset(shown.layoutDirection)
      ZStack(alignment: .topLeading) {
        if let accessory, let placed = accessory.layout {
          accessoryView(accessory.view, placed, left: left)
        }
        // The bar and the search circle beside it are one group for VoiceOver, and the core's
        // counting says who reads each tab's place (with the circle apart, each item itself).
        ZStack(alignment: .topLeading) {
          ReorderableBar(scene: scene, layout: shown, isEnabled: isReorderable) { bar in
            scene.style.makeBody(configuration: configuration(bar))
              .frame(width: bar.barFrame.width, height: bar.barFrame.height)
              .accessibilityElement(children: .contain)
              .tabBarDrag(
                .scrub, minimumDistance: TabBarScrubbing.minimumDistance, isEnabled: scrubRequest != nil,
                onChanged: { scrubMoved(to: $0.location.x + shown.barFrame.minX) },
                onEnded: { scrubEnded(velocity: $0.velocity.width) }
              )
          }
          .overlay { expandingCatcher }
          .position(x: shown.barFrame.midX - left, y: shown.barFrame.midY - geometry.insets.top)
          .animation(scrubSettle ?? selectionAnimation, value: state.bar.selectedID)
          if let search = shownSearch {
            TabBarSearchTab(
              search: search, configuration: configuration(shown),
              origin: CGPoint(x: left, y: geometry.insets.top))
          }
        }
        .accessibilityElement(children: .contain)
        .environment(\.tabBarTabCounting, counting)
        MoreListAnchor(scene: scene, layout: shown, left: left, top: geometry.insets.top)
      }
      .environment(
        \.tabBarItemDecorations,
        TabBarItemDecorations(scene.declarations, layoutDirection: appLayoutDirection)
      )
      // The bar, the search circle and the accessory merge and morph as one glass.
      .tabBarGlassContainer(isActive: surface == .glass)
      .tabBarSelectionFeedback(trigger: scrubCrossings)
      .onValueChange(of: state.bar.selectedID) { _ in scrubSettle = nil }
      .frame(width: geometry.size.width, height: geometry.size.height, alignment: .topLeading)
      .environment(\.layoutDirection, .leftToRight)
      .offset(y: layout.barOffset(reveal: state.barReveal, accessoryFrame: accessory?.layout?.frame))
      .allowsHitTesting(!state.isBarHidden)
      .accessibilityHidden(state.isBarHidden)
    }

    /// Whether a person may drag the bar's tabs to new places (the core's
    /// ``TabBarPlatform/letsPersonReorderBar(isCustomizable:barIsFullSize:)``). A scrub in
    /// progress does not change it: the bar's view must keep its identity, and with it the
    /// scrub's gesture.
    private var isReorderable: Bool {
      scene.state.context.platform.letsPersonReorderBar(
        isCustomizable: scene.customization != nil, barIsFullSize: scrubRequest != nil)
    }

    private var accessibility: TabBarAccessibilitySettings {
      TabBarAccessibilitySettings(
        reduceMotion: reduceMotion, reduceTransparency: reduceTransparency,
        increaseContrast: contrast == .increased, differentiateWithoutColor: differentiateWithoutColor,
        showsButtonShapes: showsButtonShapes)
    }

    /// While the bar is minimized, a tap on it only expands it (the core's
    /// ``TabBarMinimization/tapBar()``), before any button sees it.
    @ViewBuilder
    private var expandingCatcher: some View {
      if scene.minimization.isMinimized {
        Color.clear
          .contentShape(Rectangle())
          .onTapGesture { _ = scene.tapBar() }
          .accessibilityHidden(true)
      }
    }

    /// The accessory where the core puts it, in the app's layout direction, clipped to a capsule
    /// on the bar's material, or its glass.
    private func accessoryView(
      _ accessory: TabBarBottomAccessory, _ placed: TabBarAccessoryLayout, left: CGFloat
    )
      -> some View
    {
      let shape = RoundedRectangle(cornerRadius: placed.cornerRadius, style: .continuous)
      return accessory.content
        .environment(\.layoutDirection, appLayoutDirection)
        .environment(\.tabBarBottomAccessoryPlacement, TabBarAccessoryPlacement(placed))
        .frame(width: placed.frame.width, height: placed.frame.height)
        .background { accessoryBackground(in: shape) }
        .clipShape(shape)
        .position(x: placed.frame.midX - left, y: placed.frame.midY - geometry.insets.top)
    }

    /// The accessory's surface: the system's glass when the bar is glass (tinted as the bar is,
    /// so the two merge), else the regular material (opaque under Reduce Transparency, as the
    /// system makes it).
    @ViewBuilder
    private func accessoryBackground(in shape: some Shape) -> some View {
      let paint = scene.surfacePaint(
        surface, colorScheme: colorScheme, reduceTransparency: reduceTransparency)
      // view-branch: leaf — the accessory's background fill, which holds no state
      if case .glass(let tint, _, _) = paint {
        Color.clear.tabBarGlass(tint: tint, in: shape) { shape.fill(.regularMaterial) }
      } else {
        shape.fill(.regularMaterial)
      }
    }

    /// The layout with the scrub's frame while a scrub is in progress: the highlighted tab
    /// selected, the marker under the finger.
    private func scrubbed(_ layout: TabBarLayout) -> TabBarLayout {
      guard let scrub, var request = scrubRequest else { return layout }
      scrub.apply(to: &request)
      var result = TabBarMinimizingLayouts.full(request, setsSearchApart: search != nil).bar
      scrub.placeMarker(in: &result)
      return result
    }

    /// The search tab apart from the bar, selected as the core's selection says (a scrub in
    /// progress highlights a tab of the bar, never search).
    private var shownSearch: SearchTabLayout? {
      guard var search else { return nil }
      search.isSelected = scrub == nil && scene.state.bar.selectedID == search.id
      return search
    }

    /// The finger moved along the bar to `x` (container coordinates).
    private func scrubMoved(to x: CGFloat) {
      guard let request = scrubRequest else { return }
      guard var moving = scrub else {
        scrub = TabBarScrub(layout: layout, items: request.items, startX: x)
        if scrub?.highlightedID != request.selectedID { scrubCrossings += 1 }
        return
      }
      let crossings = moving.crossingCount
      moving.move(to: x)
      if moving.crossingCount != crossings { scrubCrossings += 1 }
      scrub = moving
    }

    /// The finger lifted: the highlighted tab is chosen through the core, and the marker settles
    /// on it from the finger's velocity.
    private func scrubEnded(velocity: CGFloat) {
      guard let ending = scrub else { return }
      let animation = Animation.tabBarSettle(ending.release(velocity: velocity, timing: scene.timing))
      let chosen = ending.highlightedID.flatMap { $0 == scrubRequest?.selectedID ? nil : $0 }
      if chosen != nil { scrubSettle = animation }
      withAnimation(animation) {
        scrub = nil
        if let chosen { scene.send(.scrubReleased(onTab: chosen)) }
      }
    }

    /// What the style draws: the scene's configuration for this layout, moving on the overlay's
    /// selection animation (a scrub's settle, else the style's).
    private func configuration(_ layout: TabBarLayout) -> TabBarStyleConfiguration {
      scene.configuration(
        state: scene.state, layout: layout, colorScheme: colorScheme, accessibility: accessibility,
        indicatorNamespace: indicatorNamespace, selectionAnimation: selectionAnimation, surface: surface,
        counting: counting)
    }

    /// Who reads each tab's place: the core's rule for this system and whether the search tab
    /// stands apart as its own circle.
    private var counting: TabBarTabCounting {
      TabBarTabCounting(systemHasTrait: TabBarTrait.isApplied, searchStandsApart: search?.shape == .circle)
    }
  }

  /// The numbers of scrubbing the bar.
  enum TabBarScrubbing {
    /// How far (points) a finger must move along the bar before it scrubs rather than taps.
    static let minimumDistance: CGFloat = 10
  }

#endif
