import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

/// Random bars (sections shown as tabs or entries, hidden tabs, search, an action, a More item
/// in compact width, every style, both directions) dragged along random paths.
@Suite("Reordering properties")
struct TabBarReorderPropertyTests {
  /// A finger's path: where it goes down, then x positions at increasing times; whether it lets
  /// go or is cancelled, and whether it comes back to where it went down first.
  struct Path {
    var start: CGPoint
    var moves: [(x: CGFloat, time: Double)]
    var cancels: Bool
    var returns: Bool

    init(in layout: TabBarLayout, seed: UInt64) {
      var random = SeededGenerator(seed: seed ^ 0x5eed)
      let bar = layout.barFrame
      start = CGPoint(
        x: .random(in: bar.minX...max(bar.minX, bar.maxX), using: &random), y: layout.contentBand.midY)
      var time = 0.0
      moves = (0..<Int.random(in: 1...12, using: &random)).map { _ in
        time += .random(in: 0.004...0.12, using: &random)
        return (.random(in: -60...(layout.containerSize.width + 60), using: &random), time)
      }
      cancels = Int.random(in: 0..<5, using: &random) == 0
      returns = Int.random(in: 0..<4, using: &random) == 0
      if returns { moves.append((start.x, time + 0.05)) }
    }

    /// The same path right to left: mirrored across the container's centre line.
    func mirrored(width: CGFloat) -> Path {
      var copy = self
      copy.start.x = width - start.x
      copy.moves = moves.map { (width - $0.x, $0.time) }
      return copy
    }
  }

  /// The outcome of dragging `path` over `bar` laid out in `direction`.
  struct Outcome {
    var picked: String?
    var drop: TabBarReorderDrop?
    var liveOrder: [String]
    var shownIDs: [String]
  }

  /// Drags `path` along the bar, checking as it goes that items never jump and that no item that
  /// may not move is ever drawn away from its slot.
  static func drag(_ path: Path, over bar: ReorderBar, direction: TabBarLayoutDirection) throws -> Outcome {
    let (layout, _) = bar.layout(direction: direction)
    let runs = bar.arrangement.movableRuns(among: layout.items.map(\.id))
    let fixed = layout.items.indices.filter { position in !runs.contains { $0.contains(position) } }
    var reorder = TabBarReorder()
    let picked = reorder.begin(at: path.start, in: layout, arrangement: bar.arrangement, time: 0)
    let heldPosition = layout.items.firstIndex { $0.id == picked }
    for (x, time) in path.moves {
      let before = layout.items.indices.map { reorder.offset(ofItemAt: $0, at: time) }
      reorder.move(to: CGPoint(x: x, y: path.start.y), time: time)
      for position in layout.items.indices where position != heldPosition {
        let after = reorder.offset(ofItemAt: position, at: time)
        try #require(abs(after - before[position]) < 1e-6, "position \(position) jumped: \(bar)")
      }
      for position in fixed { try #require(reorder.offset(ofItemAt: position, at: time) == 0, "\(bar)") }
    }
    let end = (path.moves.last?.time ?? 0) + 0.02
    var drop: TabBarReorderDrop?
    if path.cancels { reorder.cancel(time: end) } else { drop = reorder.end(time: end) }
    let rest = try #require(reorder.restingTime)
    for position in layout.items.indices {
      let settling = reorder.offset(ofItemAt: position, at: rest) - reorder.targetOffset(ofItemAt: position)
      try #require(abs(settling) <= TabBarReorder.restingTolerance + 1e-9, "\(bar)")
    }
    for position in fixed { try #require(reorder.targetOffset(ofItemAt: position) == 0, "\(bar)") }
    return Outcome(picked: picked, drop: drop, liveOrder: reorder.liveOrder, shownIDs: reorder.shownIDs)
  }

  @Test(
    "A drop is a permutation of the shown tabs that moves only movable ones, and the new bar is what was drawn"
  )
  func drops() throws {
    var (dropped, noOps) = (0, 0)
    for bar in ReorderBar.sweep(1_500, salt: 83) {
      let (layout, _) = bar.layout()
      let path = Path(in: layout, seed: bar.seed)
      let outcome = try Self.drag(path, over: bar, direction: bar.direction)
      guard outcome.picked != nil else {
        try #require(outcome.drop == nil, "\(bar)")
        continue
      }
      try #require(outcome.liveOrder.sorted() == outcome.shownIDs.sorted(), "\(bar)")
      let runs = bar.arrangement.movableRuns(among: outcome.shownIDs)
      for position in outcome.shownIDs.indices where !runs.contains(where: { $0.contains(position) }) {
        try #require(outcome.liveOrder[position] == outcome.shownIDs[position], "fixed item moved: \(bar)")
      }
      guard let drop = outcome.drop else {
        try #require(outcome.liveOrder == outcome.shownIDs, "\(bar)")
        noOps += 1
        continue
      }
      try #require(!path.cancels && !path.returns, "a cancelled or returned drag dropped: \(bar)")
      var customization = bar.customization
      customization.move(
        fromOffsets: drop.fromOffsets, toOffset: drop.toOffset, among: drop.ids, in: bar.declared)
      try #require(customization.order.sorted() == bar.customization.order.sorted(), "\(bar)")
      try #require(customization.hiddenIDs == bar.customization.hiddenIDs, "\(bar)")
      let (after, _) = bar.layout(customization)
      try #require(after.items.map(\.id) == outcome.liveOrder, "the bar is not what was drawn: \(bar)")
      dropped += 1
    }
    #expect(
      ProcessInfo.processInfo.environment["TABBAR_CASE"] != nil || (dropped > 200 && noOps > 100),
      "dropped \(dropped), no-ops \(noOps)")
  }

  @Test("Right to left, the mirrored drag drops the same way")
  func mirrored() throws {
    var compared = 0
    for bar in ReorderBar.sweep(600, salt: 89) {
      let (layout, _) = bar.layout(direction: .leftToRight)
      let path = Path(in: layout, seed: bar.seed)
      let ltr = try Self.drag(path, over: bar, direction: .leftToRight)
      let rtl = try Self.drag(
        path.mirrored(width: layout.containerSize.width), over: bar, direction: .rightToLeft)
      try #require(ltr.picked == rtl.picked && ltr.drop == rtl.drop, "\(bar)")
      try #require(ltr.liveOrder == rtl.liveOrder, "\(bar)")
      if ltr.drop != nil { compared += 1 }
    }
    #expect(ProcessInfo.processInfo.environment["TABBAR_CASE"] != nil || compared > 100)
  }

  @Test("Drawn frames keep every item finite and settle exactly on the new bar's columns")
  func frames() throws {
    var settled = 0
    var frame = TabBarLayout.empty
    for bar in ReorderBar.sweep(400, salt: 97) {
      let (layout, _) = bar.layout()
      var path = Path(in: layout, seed: bar.seed)
      path.cancels = false
      var reorder = TabBarReorder()
      guard reorder.begin(at: path.start, in: layout, arrangement: bar.arrangement, time: 0) != nil else {
        continue
      }
      for (x, time) in path.moves {
        reorder.move(to: CGPoint(x: x, y: 0), time: time)
        reorder.layout(layout, at: time, into: &frame)
        try #require(frame.items.allSatisfy { $0.hitFrame.isFinite && $0.badgeCenter.isFinite }, "\(bar)")
      }
      guard let drop = reorder.end(time: 10) else { continue }
      var customization = bar.customization
      customization.move(
        fromOffsets: drop.fromOffsets, toOffset: drop.toOffset, among: drop.ids, in: bar.declared)
      let (after, _) = bar.layout(customization)
      reorder.layout(layout, at: 1_000, into: &frame)
      for item in frame.items {
        let target = try #require(after.items.first { $0.id == item.id })
        try #require(LayoutChecks.close(item.hitFrame, target.hitFrame), "\(item.id): \(bar)")
      }
      settled += 1
    }
    #expect(ProcessInfo.processInfo.environment["TABBAR_CASE"] != nil || settled > 50)
  }
}
