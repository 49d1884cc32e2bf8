#if canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
  import SwiftUI
  import TabBarCore

  /// The drawn bar whose tabs a person drags to new places, as iPad's customizable tab bar
  /// allows: on iPad, when the app keeps a customization (``SwiftUICore/View/tabBarCustomization(_:)``)
  /// and the bar is at full size. A long press picks up the tab under the finger (the core's
  /// ``TabBarReorder`` says which may move: a customizable tab with a neighbour of its group),
  /// the tab follows the finger while the others slide aside frame by frame, each new gap plays
  /// the selection haptic, and lifting the finger moves the tab in the customization, which the
  /// bar then draws from.
  ///
  /// The long press comes before the bar's other gestures: a finger that moves before it is
  /// recognised scrubs the bar, and a tap still reaches the tab's button. VoiceOver users
  /// reorder in the sidebar's edit mode. A long press on a tab with a context menu is the
  /// menu's, as on the system's bar (the core's ``TabBarReorder/pressOpensMenu(at:in:menuIDs:)``):
  /// the tab is not picked up, and lifting the finger does not choose it.
  @MainActor
  struct ReorderableBar<Value: Hashable, Bar: View>: View {
    let scene: ContainerSnapshot<Value>
    /// The bar as the core lays it out, in the container's coordinates.
    let layout: TabBarLayout
    /// Whether the bar may be reordered now (full size, iPad, a customization).
    let isEnabled: Bool
    /// The bar drawn for a layout.
    let bar: (TabBarLayout) -> Bar
    /// The drag in progress; `nil` before a long press picked up a tab.
    @State private var reorder: TabBarReorder?
    /// Whether this press found nothing to pick up, so its drag is left alone.
    @State private var declined = false
    /// How many gaps drags have opened: each plays the selection haptic.
    @State private var gaps = 0
    /// Whether a finger is on the gesture: back to `false` however the gesture ends, a touch
    /// the system cancelled included, which `onEnded` is not told of.
    @GestureState private var isTouching = false

    var body: some View {
      // One structure whether reordering is on or off, so turning it off (the bar starts to
      // minimize) never rebuilds the bar mid-animation.
      TimelineView(.animation(minimumInterval: nil, paused: reorder == nil)) { context in
        bar(reordered(at: context.date.timeIntervalSinceReferenceDate))
      }
      .highPriorityGesture(pickUp, including: isEnabled ? .all : .subviews)
      .tabBarSelectionFeedback(trigger: gaps)
      .onValueChange(of: isTouching) { touching in
        if !touching, reorder != nil { cancel() }
      }
    }

    /// The layout with the tabs where the drag puts them at `time`.
    private func reordered(at time: Double) -> TabBarLayout {
      guard let reorder else { return layout }
      var result = layout
      reorder.layout(layout, at: time, into: &result)
      return result
    }

    /// A long press, then a drag from where it was made.
    private var pickUp: some Gesture {
      LongPressGesture(minimumDuration: BarReordering.pressDuration)
        .sequenced(before: DragGesture(minimumDistance: 0))
        .updating($isTouching) { _, touching, _ in touching = true }
        .onChanged { value in
          guard case .second(true, let drag?) = value else { return }
          dragged(drag)
        }
        .onEnded { value in
          if case .second(true, let drag?) = value { dropped(drag) } else { cancel() }
          declined = false
        }
    }

    /// Every tab back to its place.
    private func cancel() {
      withAnimation(scene.barAnimation) { reorder = nil }
      declined = false
    }

    /// The finger moved (or, first, the press turned into a drag: the tab under it is picked up).
    private func dragged(_ drag: DragGesture.Value) {
      let time = drag.time.timeIntervalSinceReferenceDate
      if var moving = reorder {
        if moving.move(to: containerPoint(drag.location), time: time) { gaps += 1 }
        reorder = moving
        return
      }
      guard !declined else { return }
      var starting = TabBarReorder(timing: scene.timing)
      let picked = starting.begin(
        at: containerPoint(drag.startLocation), in: layout, arrangement: scene.arrangement, time: time,
        menuIDs: menuIDs)
      if picked == nil {
        declined = true
      } else {
        reorder = starting
        gaps += 1
      }
    }

    /// The finger lifted: the tab moves in the customization, and the bar redrawn from it takes
    /// over on the style's spring. A press that moved nothing (no tab could move, or the tab is
    /// back where it was) is a long tap: it chooses the item under the finger, as the tap its
    /// button no longer sees would have.
    private func dropped(_ drag: DragGesture.Value) {
      var ending = reorder
      let drop = ending?.end(time: drag.time.timeIntervalSinceReferenceDate)
      guard let drop else {
        cancel()
        if TabBarReorder.pressOpensMenu(at: containerPoint(drag.startLocation), in: layout, menuIDs: menuIDs)
        {
          return
        }
        switch layout.hitTest(containerPoint(drag.location)) {
        case .tab(let index): scene.send(.chooseBarItem(at: index))
        case .action: if let action = scene.state.bar.items.action { scene.send(.chooseTab(id: action.id)) }
        case nil: break
        }
        return
      }
      withAnimation(scene.barAnimation) { reorder = nil }
      scene.editCustomization(animation: scene.barAnimation) {
        $0.move(
          fromOffsets: drop.fromOffsets, toOffset: drop.toOffset, among: drop.ids, in: $1, placement: .tabBar)
      }
    }

    /// The tabs that declared a context menu.
    private var menuIDs: Set<String> {
      let declarations = scene.declarations
      return Set(zip(declarations.tabs, declarations.ids).compactMap { $0.contextMenu == nil ? nil : $1 })
    }

    /// A point in the bar's own space, in the container's (the core's) coordinates.
    private func containerPoint(_ point: CGPoint) -> CGPoint {
      CGPoint(x: point.x + layout.barFrame.minX, y: point.y + layout.barFrame.minY)
    }
  }

  /// The numbers of dragging tabs along the bar.
  enum BarReordering {
    /// How long (seconds) a finger rests on a tab before it is picked up.
    static let pressDuration: Double = 0.4
  }
#endif
