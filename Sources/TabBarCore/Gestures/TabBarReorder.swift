import Foundation

/// A tab dragged along the bar to a new place, as iPad's customizable tab bar allows: the view
/// feeds it the finger, and it says which tab is picked up, where every item is drawn while the
/// finger moves, and where the tab is dropped.
///
/// - ``begin(at:in:arrangement:time:)`` picks up the tab under the finger when it may move:
///   a customizable tab with a neighbour of its group to trade places with
///   (``TabBarArrangement/movableRuns(among:)``). The action button, the search tab, the More
///   item and a section's entry are never picked up, and nothing is ever dropped on them.
/// - ``move(to:time:)``: the dragged tab follows the finger, kept between the first and the last
///   slot of its run; the tabs between its slot and the slot nearest to it slide aside, one slot
///   each, to open a gap there. Slots are the layout's columns, so right to left they read right
///   to left with nothing special to do.
/// - ``end(time:)`` gives the drop for ``TabBarCustomization/move(fromOffsets:toOffset:among:in:)``
///   (`nil` when the tab is back where it started) and the tab settles into its slot.
/// - ``cancel(time:)``: every tab slides back.
///
/// Tabs slide on ``timing``'s spring; a gap that moves again mid-slide carries each tab on from
/// where it is, at its speed, so nothing jumps (under Reduce Motion they go straight to their
/// places). Times are seconds on any clock that only goes forward, such as a drag gesture's
/// timestamps. A view that animates by itself can read ``targetOffset(ofItemAt:)`` instead and
/// let its own spring do the sliding.
///
/// ```swift
/// var reorder = TabBarReorder()
/// reorder.begin(at: touch, in: layout, arrangement: arrangement, time: now)   // "inbox", or nil
/// if reorder.move(to: finger, time: now) { haptics.selectionChanged() }        // the gap moved
/// reorder.layout(layout, at: now, into: &frame)                               // draw this frame
/// if let drop = reorder.end(time: now) {
///   customization.move(fromOffsets: drop.fromOffsets, toOffset: drop.toOffset, among: drop.ids, in: declared)
/// }
/// ```
package struct TabBarReorder: Sendable, Equatable {
  /// The spring the tabs slide on, and the motion preference.
  package let timing: TransitionTiming
  /// The ids of the bar's items as the drag found them, in order (the layout's items): what
  /// positions count in.
  package private(set) var shownIDs: [String] = []
  /// The tab being dragged; `nil` before a drag, after it ends and when nothing was picked up.
  package private(set) var draggedID: String?

  /// How close (points) a sliding tab must be to its place to count as at rest.
  package static let restingTolerance: CGFloat = 0.5

  /// Each item's column centre, by position in ``shownIDs``: the slots.
  private var slots: [CGFloat] = []
  /// The positions the dragged tab may take.
  private var run: Range<Int> = 0..<0
  /// Where the dragged tab stood, and where it would be dropped now.
  private var source = 0
  private var destination = 0
  /// The finger's x when the drag began.
  private var fingerStartX: CGFloat = 0
  /// The dragged tab's offset from its slot, its velocity and the time of the last move.
  private var dragged = DraggedTab()
  /// Each item's slide towards its place, by position.
  private var slides: [Slide] = []

  /// The dragged tab's offset from its slot, its velocity (points a second) and the time of the
  /// finger's last move.
  private struct DraggedTab: Sendable, Equatable {
    var offset: CGFloat = 0
    var velocity: CGFloat = 0
    var time: Double = 0
  }

  /// One item's motion along the bar: from where it was when its place last changed, at its speed
  /// then, to its place.
  private struct Slide: Sendable, Equatable {
    var motion: SpringMotion
    var since: Double

    /// The offset `time` seconds on the drag's clock.
    func offset(at time: Double) -> CGFloat {
      // At rest where it belongs: no spring to solve (most tabs, most frames).
      if motion.start == motion.target, motion.initialVelocity == 0 { return CGFloat(motion.target) }
      return CGFloat(motion.state(at: time - since).position)
    }
  }

  /// Creates a reorder with nothing dragged.
  /// - Parameter timing: The spring the tabs slide on (SwiftUI's default spring by default) and
  ///   the motion preference.
  package init(timing: TransitionTiming = TransitionTiming()) {
    self.timing = timing
  }

  /// Picks up the tab under `point`, if it may move; any slide still settling from an earlier
  /// drag starts from rest (the bar has been laid out in its new order since).
  ///
  /// - Parameters:
  ///   - point: Where the finger went down, in the container's coordinates.
  ///   - layout: The bar as it is drawn.
  ///   - arrangement: The tabs' arrangement, which says which of them may move.
  ///   - time: Now, on the drag's clock.
  ///   - menuIDs: The tabs with a context menu, whose long press is the menu's
  ///     (``pressOpensMenu(at:in:menuIDs:)``): never picked up.
  /// - Returns: The picked-up tab's id; `nil` when the point is on no tab, on one that may not
  ///   move, on one with a context menu, or a drag is already under way.
  @discardableResult
  package mutating func begin(
    at point: CGPoint, in layout: TabBarLayout, arrangement: TabBarArrangement, time: Double,
    menuIDs: Set<String> = []
  ) -> String? {
    guard draggedID == nil, !Self.pressOpensMenu(at: point, in: layout, menuIDs: menuIDs),
      case .tab(let itemIndex)? = layout.hitTest(point),
      let position = layout.items.firstIndex(where: { $0.itemIndex == itemIndex }),
      layout.items.allSatisfy({ $0.hitFrame.isFinite })
    else { return nil }
    let ids = layout.items.map(\.id)
    guard let run = arrangement.movableRuns(among: ids).first(where: { $0.contains(position) }) else {
      return nil
    }
    let now = time.finite(or: 0)
    shownIDs = ids
    slots = layout.items.map(\.hitFrame.midX)
    self.run = run
    (source, destination) = (position, position)
    fingerStartX = point.x
    dragged = DraggedTab(offset: 0, velocity: 0, time: now)
    let rest = SpringMotion(spring: timing.spring, motion: timing.motion, from: 0, to: 0)
    slides = Array(repeating: Slide(motion: rest, since: now), count: ids.count)
    draggedID = ids[position]
    return draggedID
  }

  /// Whether a long press at `point` belongs to the context menu of the tab under it, as on the
  /// system's bar, where a long press on a tab opens its menu: the tab is neither picked up nor
  /// chosen when the finger lifts (it moves in the sidebar's edit mode instead).
  ///
  /// - Parameters:
  ///   - point: Where the finger went down, in the container's coordinates.
  ///   - layout: The bar as it is drawn.
  ///   - menuIDs: The tabs with a context menu.
  package static func pressOpensMenu(at point: CGPoint, in layout: TabBarLayout, menuIDs: Set<String>) -> Bool
  {
    guard !menuIDs.isEmpty, case .tab(let itemIndex)? = layout.hitTest(point),
      let item = layout.items.first(where: { $0.itemIndex == itemIndex })
    else { return false }
    return menuIDs.contains(item.id)
  }

  /// Moves the finger to `point`: the dragged tab follows it along the bar, and the gap opens at
  /// the slot nearest to the tab. Non-finite points are ignored. Allocates nothing.
  ///
  /// - Parameters:
  ///   - point: The finger, in the container's coordinates (only its x matters).
  ///   - time: Now, on the drag's clock.
  /// - Returns: Whether the gap moved to another slot (play a selection haptic).
  @discardableResult
  package mutating func move(to point: CGPoint, time: Double) -> Bool {
    guard draggedID != nil, point.x.isFinite, let lowest = slots[run].min(), let highest = slots[run].max()
    else { return false }
    let now = time.finite(or: dragged.time)
    let centre = (slots[source] + (point.x - fingerStartX)).clamped(from: lowest, through: highest)
    let offset = centre - slots[source]
    let elapsed = CGFloat(now - dragged.time)
    // From sane times and offsets, but a step over a vanishing interval can overflow.
    let velocity = (elapsed > 0 ? (offset - dragged.offset) / elapsed : dragged.velocity).finite(or: 0)
    dragged = DraggedTab(offset: offset, velocity: velocity, time: max(now, dragged.time))
    var nearest = destination
    for position in run where abs(slots[position] - centre) < abs(slots[nearest] - centre) {
      nearest = position
    }
    guard nearest != destination else { return false }
    destination = nearest
    for position in run where position != source {
      let place = Double(restingOffset(ofItemAt: position))
      guard slides[position].motion.target != place else { continue }
      let elapsedSlide = now - slides[position].since
      slides[position] = Slide(
        motion: slides[position].motion.retargeted(to: place, at: elapsedSlide), since: now)
    }
    return true
  }

  /// Lets go: the dragged tab settles into the slot it was dropped at, from where it is and as
  /// fast as it moved.
  ///
  /// - Parameter time: Now, on the drag's clock.
  /// - Returns: The drop, counted among the tabs of the dragged one's run; `nil` when nothing
  ///   was dragged or the tab is back in its own slot (nothing moves).
  package mutating func end(time: Double) -> TabBarReorderDrop? {
    guard draggedID != nil else { return nil }
    settleDraggedTab(at: time.finite(or: dragged.time), to: restingOffset(ofItemAt: source))
    guard destination != source else { return nil }
    let (from, to) = (source - run.lowerBound, destination - run.lowerBound)
    return TabBarReorderDrop(
      fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to, ids: Array(shownIDs[run]))
  }

  /// Gives up the drag: every tab slides back to its own slot, the dragged one from where it is.
  /// - Parameter time: Now, on the drag's clock.
  package mutating func cancel(time: Double) {
    guard draggedID != nil else { return }
    let now = time.finite(or: dragged.time)
    destination = source
    for position in run where position != source && slides[position].motion.target != 0 {
      let elapsed = now - slides[position].since
      slides[position] = Slide(motion: slides[position].motion.retargeted(to: 0, at: elapsed), since: now)
    }
    settleDraggedTab(at: now, to: 0)
  }

  /// Ends the drag at `now` (already finite), the dragged tab springing from its offset to
  /// `place`.
  private mutating func settleDraggedTab(at now: Double, to place: CGFloat) {
    slides[source] = Slide(
      motion: SpringMotion(
        spring: timing.spring, motion: timing.motion, from: Double(dragged.offset), to: Double(place),
        initialVelocity: Double(dragged.velocity)),
      since: now)
    draggedID = nil
  }

  /// The ids of the shown items in the order the drop leaves them (while dragging, the order
  /// if the finger let go now): what the bar shows once the customization has the move.
  package var liveOrder: [String] {
    var order = shownIDs
    guard order.indices.contains(source), order.indices.contains(destination) else { return order }
    order.insert(order.remove(at: source), at: destination)
    return order
  }

  /// How far (points, along x) the item at `position` in ``shownIDs`` is drawn from its slot
  /// `time` seconds on the drag's clock: the dragged tab under the finger, the others on their
  /// way to their places. 0 for positions out of range.
  package func offset(ofItemAt position: Int, at time: Double) -> CGFloat {
    guard slides.indices.contains(position) else { return 0 }
    if draggedID != nil, position == source { return dragged.offset }
    return slides[position].offset(at: time)
  }

  /// Where the item at `position` in ``shownIDs`` is headed (points from its slot, along x): the
  /// offset to give a view that animates by itself. The dragged tab is where the finger holds it.
  package func targetOffset(ofItemAt position: Int) -> CGFloat {
    guard slides.indices.contains(position) else { return 0 }
    if draggedID != nil, position == source { return dragged.offset }
    return CGFloat(slides[position].motion.target)
  }

  /// When every item has come to rest (within ``restingTolerance``) on the drag's clock; `nil`
  /// while a tab is held. Before any drag, 0.
  package var restingTime: Double? {
    guard draggedID == nil else { return nil }
    var latest = 0.0
    for slide in slides {
      latest = max(
        latest, slide.since + slide.motion.settlingDuration(tolerance: Double(Self.restingTolerance)))
    }
    return latest
  }

  /// The bar as drawn `time` seconds on the drag's clock: `base` (the layout the drag began on)
  /// with each item moved by its ``offset(ofItemAt:at:)``, its hit frame, icon, label and badge,
  /// and with the selected tab its indicator and a notch that follows it. Written into `result`
  /// reusing its storage: a frame allocates nothing once `result` has grown. A layout of other
  /// items than ``shownIDs`` is written unmoved.
  package func layout(_ base: TabBarLayout, at time: Double, into result: inout TabBarLayout) {
    base.interpolated(to: base, fraction: 0, into: &result)
    guard result.items.count == shownIDs.count else { return }
    for position in result.items.indices where result.items[position].id == shownIDs[position] {
      let dx = offset(ofItemAt: position, at: time)
      // Slots a hand-built layout puts far apart can make an offset overflow.
      guard dx != 0, dx.isFinite else { continue }
      let item = result.items[position]
      result.items[position].hitFrame = item.hitFrame.offsetBy(dx: dx, dy: 0)
      result.items[position].iconFrame = item.iconFrame.offsetBy(dx: dx, dy: 0)
      result.items[position].labelFrame = item.labelFrame.offsetBy(dx: dx, dy: 0)
      result.items[position].badgeCenter.x += dx
      guard item.isSelected else { continue }
      if let frame = result.indicator?.frame { result.indicator?.frame = frame.offsetBy(dx: dx, dy: 0) }
      if result.outline.notch?.anchor == .selection { result.outline.notchCenterX += dx }
    }
  }

  /// Where the item at `position` rests for the current drop: the dragged tab at the drop's
  /// slot, the tabs it passed one slot towards where it came from, the rest in their own.
  private func restingOffset(ofItemAt position: Int) -> CGFloat {
    var slot = position
    if position == source {
      slot = destination
    } else if source < position, position <= destination {
      slot = position - 1
    } else if destination <= position, position < source {
      slot = position + 1
    }
    return slots[slot] - slots[position]
  }
}
