import Foundation

/// A finger sliding along the bar: the marker (indicator, pill or notch) follows it, the tab
/// under it highlights, each change of highlighted tab counts a crossing (play a selection
/// haptic), and lifting the finger selects the highlighted tab.
///
/// The finger's x is in the container's coordinates, as the layout's, so right-to-left bars
/// need nothing special. Only enabled tabs take part: over a disabled tab the nearest enabled
/// one highlights; the action button is not a tab, and the More item (ids starting with
/// ``TabBarAdaptation/moreItemID``) is never scrubbed onto. The marker stays between the first
/// and the last scrubbable tab's centres.
///
/// ```swift
/// var scrub = TabBarScrub(layout: layout, items: items, startX: touch.x)
/// scrub.move(to: touch.x)                 // each drag update
/// if scrub.crossingCount > played { haptics.selectionChanged() }
/// scrub.apply(to: &request)               // then lay out, and placeMarker(in:)
/// let chosen = scrub.highlightedIndex     // on release: select it
/// ```
package struct TabBarScrub: Sendable, Hashable {
  /// The highlighted tab's index in ``TabItems/all``; `nil` when no tab can be scrubbed onto.
  package private(set) var highlightedIndex: Int?
  /// Where the marker's centre is, in the container's coordinates.
  package private(set) var markerX: CGFloat
  /// How many times the highlight has moved to another tab since the scrub began.
  package private(set) var crossingCount = 0

  /// The scrubbable tabs: index in ``TabItems/all``, id, and hit frame's horizontal extent.
  private let columns: [Column]

  private struct Column: Sendable, Hashable {
    let itemIndex: Int
    let id: String
    let minX: CGFloat
    let maxX: CGFloat
    var midX: CGFloat { (minX + maxX) / 2 }
  }

  /// Begins a scrub on `layout` (laid out for `items`) with the finger at `startX`.
  ///
  /// - Parameters:
  ///   - layout: The bar as it is when the finger lands.
  ///   - items: The items it was laid out for (which tabs are enabled).
  ///   - startX: The finger's x; NaN or infinite starts at the selected tab.
  package init(layout: TabBarLayout, items: TabItems, startX: CGFloat) {
    columns = layout.items.compactMap { item in
      guard items.indices.contains(item.itemIndex), items.all[item.itemIndex].isEnabled,
        !Self.isMoreItem(item.id), item.hitFrame.isFinite
      else { return nil }
      return Column(
        itemIndex: item.itemIndex, id: item.id, minX: item.hitFrame.minX, maxX: item.hitFrame.maxX)
    }
    let selected = columns.first { $0.itemIndex == layout.selectedIndex } ?? columns.first
    highlightedIndex = selected?.itemIndex
    markerX = selected?.midX ?? 0
    move(to: startX)
    crossingCount = 0
  }

  /// Moves the finger to `x`; NaN and infinite positions are ignored. Allocates nothing.
  package mutating func move(to x: CGFloat) {
    guard x.isFinite, !columns.isEmpty else { return }
    var lowest = columns[0].midX
    var highest = lowest
    var nearest = 0
    var nearestDistance = CGFloat.infinity
    // By index, reading in place: copying each column would copy (and retain) its id.
    for index in columns.indices {
      let (minX, maxX, midX) = (columns[index].minX, columns[index].maxX, columns[index].midX)
      lowest = min(lowest, midX)
      highest = max(highest, midX)
      let distance = x < minX ? minX - x : max(0, x - maxX)
      if distance < nearestDistance {
        nearestDistance = distance
        nearest = index
      }
    }
    markerX = x.clamped(from: lowest, through: highest)
    if columns[nearest].itemIndex != highlightedIndex {
      highlightedIndex = columns[nearest].itemIndex
      crossingCount += 1
    }
  }

  /// The highlighted tab's id (what to select on release).
  package var highlightedID: String? { columns.first { $0.itemIndex == highlightedIndex }?.id }

  /// Sets `request` to lay out the scrub's frame: the highlighted tab selected, and a notch that
  /// follows the selection centred under the finger.
  package func apply(to request: inout TabBarLayoutRequest) {
    guard let id = highlightedID else { return }
    request.selectedID = id
    request.notchCenterX = markerX
  }

  /// Centres the layout's indicator (line, dot or pill) on the marker; a notch that follows the
  /// selection has followed it already through ``apply(to:)``.
  package func placeMarker(in layout: inout TabBarLayout) {
    guard layout.outline.notch?.anchor != .selection, let frame = layout.indicator?.frame else { return }
    layout.indicator?.frame = frame.offsetBy(dx: markerX - frame.midX, dy: 0)
  }

  /// The marker's motion after release: from where it is, at the finger's `velocity` (points a
  /// second), to the centre of the tab that gets selected.
  ///
  /// - Parameters:
  ///   - velocity: The finger's horizontal velocity at lift-off.
  ///   - timing: The spring and the motion preference.
  package func release(velocity: CGFloat, timing: TransitionTiming = TransitionTiming()) -> SpringMotion {
    let target = columns.first { $0.itemIndex == highlightedIndex }?.midX ?? markerX
    return SpringMotion(
      spring: timing.spring, motion: timing.motion, from: Double(markerX), to: Double(target),
      initialVelocity: Double(velocity))
  }

  /// Whether `id` is the More item's (``TabBarAdaptation/moreItemID``, or it with a suffix).
  static func isMoreItem(_ id: String) -> Bool {
    id == TabBarAdaptation.moreItemID || id.hasPrefix(TabBarAdaptation.moreItemID + "-")
  }
}
