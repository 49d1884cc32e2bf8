import Foundation

extension TabBarCustomization {
  /// Moves rows of a shown list of tabs, as SwiftUI's `onMove(perform:)` reports a drag: the
  /// rows at `offsets` go before the row that stood at `destination`.
  ///
  /// `shownIDs` is the list as drawn (a sidebar section's rows, or the bar's items); the moved
  /// tabs take the places those tabs hold in the whole order, so tabs not shown keep theirs.
  /// Rows that are not customizable tabs (the search tab, a pinned tab, a section's entry) move
  /// nowhere, and offsets outside the list are ignored; `destination` is clamped to the list; an
  /// id shown twice counts where it first stands.
  /// - Parameters:
  ///   - offsets: The positions in `shownIDs` of the dragged rows.
  ///   - destination: The position in `shownIDs` they are dropped before.
  ///   - shownIDs: The ids of the rows, as drawn.
  ///   - declared: The tabs the app declares.
  package mutating func move(
    fromOffsets offsets: IndexSet, toOffset destination: Int, among shownIDs: [String],
    in declared: DeclaredTabs
  ) {
    self = merged(with: declared)
    let moved = offsets.filter { shownIDs.indices.contains($0) }
    let target = min(max(destination, 0), shownIDs.count)
    let dragged = moved.map { shownIDs[$0] }
    var rest = shownIDs.indices.filter { !moved.contains($0) }.map { shownIDs[$0] }
    let insertion = target - moved.filter { $0 < target }.count
    rest.insert(contentsOf: dragged, at: min(max(insertion, 0), rest.count))
    // Each customizable tab once, so a list that repeats an id cannot duplicate or lose a tab.
    var unplaced = Set(order)
    let rearranged = rest.filter { unplaced.remove($0) != nil }
    let placed = Set(rearranged)
    let slots = order.indices.filter { placed.contains(order[$0]) }
    for (slot, id) in zip(slots, rearranged) { order[slot] = id }
  }
}
