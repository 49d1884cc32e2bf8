import Foundation

/// Where a drag along the bar dropped a tab, as SwiftUI's `onMove(perform:)` reports a move: the
/// tab at ``fromOffsets`` goes before the one that stood at ``toOffset``, counted in ``ids``.
/// Give the three to ``TabBarCustomization/move(fromOffsets:toOffset:among:in:)`` as they are.
///
/// ``ids`` are the tabs the dragged one moved among: its group's tabs shown in the bar, in order
/// (see ``TabBarArrangement/movableRuns(among:)``), not the whole bar. Within one group the bar
/// shows tabs in the customization's order, so the move lands where it was drawn; counted among
/// every shown item it could reorder another group's tabs too.
///
/// ```swift
/// if let drop = reorder.end(time: now) {
///   customization.move(fromOffsets: drop.fromOffsets, toOffset: drop.toOffset, among: drop.ids, in: declared)
/// }
/// ```
package struct TabBarReorderDrop: Sendable, Hashable {
  /// The dragged tab's position in ``ids``.
  package var fromOffsets: IndexSet
  /// The position in ``ids`` it is dropped before (their count to drop it last).
  package var toOffset: Int
  /// The ids the offsets count in: the tabs the dragged one moved among, in the order drawn
  /// before the drag.
  package var ids: [String]

  /// Creates a drop; drops normally come from ``TabBarReorder/end(time:)``.
  /// - Parameters:
  ///   - fromOffsets: The dragged positions in `ids`.
  ///   - toOffset: The position in `ids` they are dropped before.
  ///   - ids: The ids the offsets count in.
  package init(fromOffsets: IndexSet, toOffset: Int, ids: [String]) {
    self.fromOffsets = fromOffsets
    self.toOffset = toOffset
    self.ids = ids
  }
}
