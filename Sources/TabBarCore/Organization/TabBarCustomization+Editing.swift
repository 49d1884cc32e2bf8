import Foundation

extension TabBarCustomization {
  /// Moves rows of a shown list of tabs, as SwiftUI's `onMove(perform:)` reports a drag: the
  /// rows at `offsets` go before the row that stood at `destination`.
  ///
  /// `shownIDs` is the list as drawn (a sidebar section's rows, or the bar's items); the moved
  /// tabs take the places those tabs hold in the whole order, so tabs not shown keep theirs.
  /// Rows that are not customizable tabs (the search tab, a pinned tab, a section's entry), and
  /// tabs the app lets no one move in `placement` (``TabEditAllowance/disabled``), move nowhere
  /// and keep their places in the list while the others move around them; offsets outside the
  /// list are ignored; `destination` is clamped to the list; an id shown twice counts where it
  /// first stands.
  ///
  /// ```swift
  /// // "home" is .disabled in the sidebar: it stays first, the others move past it.
  /// customization.move(fromOffsets: [2], toOffset: 0, among: ["home", "radio", "library"], in: declared)
  /// customization.order  // ["home", "library", "radio"]
  /// ```
  /// - Parameters:
  ///   - offsets: The positions in `shownIDs` of the dragged rows.
  ///   - destination: The position in `shownIDs` they are dropped before.
  ///   - shownIDs: The ids of the rows, as drawn.
  ///   - declared: The tabs the app declares.
  ///   - placement: Where the list is drawn: the sidebar's edit mode, or the bar.
  package mutating func move(
    fromOffsets offsets: IndexSet, toOffset destination: Int, among shownIDs: [String],
    in declared: DeclaredTabs, placement: TabVisibilityPlacement = .sidebar
  ) {
    self = merged(with: declared)
    let customizable = Set(order)
    let fixed = Set(
      shownIDs.filter {
        !customizable.contains($0) || !declared.allowance(of: $0, in: placement).allowsMoving
      })
    let moved = offsets.filter { shownIDs.indices.contains($0) && !fixed.contains(shownIDs[$0]) }
    let target = min(max(destination, 0), shownIDs.count)
    let dragged = moved.map { shownIDs[$0] }
    var rest = shownIDs.indices.filter { !moved.contains($0) }.map { shownIDs[$0] }
    let insertion = target - moved.filter { $0 < target }.count
    rest.insert(contentsOf: dragged, at: min(max(insertion, 0), rest.count))
    // The fixed rows keep their places; the others fill the remaining ones in their new order.
    var movable = rest.filter { !fixed.contains($0) }.makeIterator()
    rest = shownIDs.map { fixed.contains($0) ? $0 : movable.next() ?? $0 }
    // Each customizable tab once, so a list that repeats an id cannot duplicate or lose a tab.
    var unplaced = Set(order)
    let rearranged = rest.filter { unplaced.remove($0) != nil }
    let placed = Set(rearranged)
    let slots = order.indices.filter { placed.contains(order[$0]) }
    for (slot, id) in zip(slots, rearranged) { order[slot] = id }
  }
}
