import Foundation
import TabBarCore
import Testing

/// Dragging a tab along the bar to a new place: what is picked up, where everything is drawn
/// while the finger moves, and the drop the customization takes.
@Suite("Reordering the bar by dragging")
struct TabBarReorderTests {
  /// The centre of the shown item `id`'s column, on the row.
  static func centre(of id: String, in layout: TabBarLayout) throws -> CGPoint {
    let item = try #require(layout.items.first { $0.id == id })
    return CGPoint(x: item.hitFrame.midX, y: layout.contentBand.midY)
  }

  @Test("Only a customizable tab with a neighbour of its group is picked up")
  func pickUp() throws {
    let bar = try ReorderBar.music(placement: .sectionEntry)
    let (layout, _) = bar.layout()
    #expect(layout.items.map(\.id) == ["home", "radio", "library", "search"])
    for (id, picked) in [("home", true), ("radio", true), ("library", false), ("search", false)] {
      var reorder = TabBarReorder()
      let point = try Self.centre(of: id, in: layout)
      let answer = reorder.begin(at: point, in: layout, arrangement: bar.arrangement, time: 0)
      #expect(
        (answer != nil) == picked,
        "\(id)")
    }
    var reorder = TabBarReorder()
    let button = try #require(layout.actionButton)
    let onButton = reorder.begin(at: button.center, in: layout, arrangement: bar.arrangement, time: 0)
    #expect(onButton == nil)
    #expect(
      reorder.begin(at: CGPoint(x: 100, y: 10), in: layout, arrangement: bar.arrangement, time: 0) == nil)
    // A tab alone in its group has nowhere to go.
    let tabs = try ReorderBar.music(placement: .tabs)
    var customization = TabBarCustomization()
    customization.setHidden(true, for: "radio", in: tabs.declared)
    let lone = tabs.layout(customization).layout
    let arrangement = TabBarArrangement(declared: tabs.declared, customization: customization)
    #expect(
      reorder.begin(at: try Self.centre(of: "home", in: lone), in: lone, arrangement: arrangement, time: 0)
        == nil)
  }

  @Test("A long press on a tab with a context menu is the menu's: not picked up, and known as the menu's")
  func contextMenuWins() throws {
    let bar = try ReorderBar.music(placement: .sectionEntry)
    let (layout, _) = bar.layout()
    let home = try Self.centre(of: "home", in: layout)
    let radio = try Self.centre(of: "radio", in: layout)
    var reorder = TabBarReorder()
    #expect(
      reorder.begin(at: home, in: layout, arrangement: bar.arrangement, time: 0, menuIDs: ["home"]) == nil)
    #expect(TabBarReorder.pressOpensMenu(at: home, in: layout, menuIDs: ["home"]))
    // Radio has no menu: it is picked up as before, and its press is no menu's.
    #expect(!TabBarReorder.pressOpensMenu(at: radio, in: layout, menuIDs: ["home"]))
    #expect(
      reorder.begin(at: radio, in: layout, arrangement: bar.arrangement, time: 0, menuIDs: ["home"])
        == "radio")
    #expect(
      !TabBarReorder.pressOpensMenu(at: CGPoint(x: 100, y: 10), in: layout, menuIDs: ["home", "radio"]))
    #expect(!TabBarReorder.pressOpensMenu(at: home, in: layout, menuIDs: []))
  }

  @Test("Dragging Home onto Radio's slot: Radio slides into Home's, and the drop is SwiftUI's onMove")
  func dragAndDrop() throws {
    for direction in [TabBarLayoutDirection.leftToRight, .rightToLeft] {
      let bar = try ReorderBar.music(placement: .sectionEntry, direction: direction)
      let (layout, _) = bar.layout()
      var reorder = TabBarReorder()
      let home = try Self.centre(of: "home", in: layout)
      let radio = try Self.centre(of: "radio", in: layout)
      let picked = reorder.begin(at: home, in: layout, arrangement: bar.arrangement, time: 0)
      #expect(picked == "home")
      let gapMoved = reorder.move(to: CGPoint(x: (home.x + 3 * radio.x) / 4, y: home.y), time: 0.1)
      #expect(gapMoved)
      #expect(reorder.liveOrder == ["home", "radio", "library", "search"].swapping(0, 1))
      #expect(abs(reorder.targetOffset(ofItemAt: 1) - (home.x - radio.x)) < 1e-9, "\(direction)")
      #expect(abs(reorder.offset(ofItemAt: 0, at: 0.1) - 0.75 * (radio.x - home.x)) < 1e-9)
      #expect(reorder.offset(ofItemAt: 1, at: 0.1) == 0, "the slide has only begun")
      let ended = reorder.end(time: 0.2)
      let drop = try #require(ended)
      #expect(drop == TabBarReorderDrop(fromOffsets: [0], toOffset: 2, ids: ["home", "radio"]))
      var customization = bar.customization
      customization.move(
        fromOffsets: drop.fromOffsets, toOffset: drop.toOffset, among: drop.ids, in: bar.declared)
      #expect(Array(customization.order.prefix(2)) == ["radio", "home"])
    }
  }

  @Test(
    "The tab stays within its run: dragged over the section entry, search or the button it stops at its run's end"
  )
  func clampedToRun() throws {
    let bar = try ReorderBar.music(placement: .tabs)
    let (layout, _) = bar.layout()
    #expect(layout.items.map(\.id) == ["home", "radio", "recent", "albums", "artists", "search"])
    var reorder = TabBarReorder()
    let recent = try Self.centre(of: "recent", in: layout)
    let artists = try Self.centre(of: "artists", in: layout)
    let picked = reorder.begin(at: recent, in: layout, arrangement: bar.arrangement, time: 0)
    #expect(picked == "recent")
    reorder.move(to: CGPoint(x: 10_000, y: recent.y), time: 0.1)
    #expect(reorder.liveOrder == ["home", "radio", "albums", "artists", "recent", "search"])
    #expect(abs(reorder.offset(ofItemAt: 2, at: 0.1) - (artists.x - recent.x)) < 1e-9)
    reorder.move(to: CGPoint(x: -10_000, y: recent.y), time: 0.2)
    #expect(reorder.liveOrder == layout.items.map(\.id), "a section's tab never leaves it")
    #expect(reorder.offset(ofItemAt: 2, at: 0.2) == 0)
    for position in [0, 1, 5] {
      #expect(
        reorder.targetOffset(ofItemAt: position) == 0 && reorder.offset(ofItemAt: position, at: 0.3) == 0)
    }
  }

  @Test("Back to the start drops nothing; cancelling drops nothing and slides every tab home")
  func noOps() throws {
    let bar = try ReorderBar.music(placement: .tabs)
    let (layout, _) = bar.layout()
    let start = try Self.centre(of: "albums", in: layout)
    var reorder = TabBarReorder()
    reorder.begin(at: start, in: layout, arrangement: bar.arrangement, time: 0)
    reorder.move(to: try Self.centre(of: "recent", in: layout), time: 0.1)
    reorder.move(to: start, time: 0.2)
    let backHome = reorder.end(time: 0.25)
    #expect(backHome == nil && reorder.draggedID == nil)
    reorder.begin(at: start, in: layout, arrangement: bar.arrangement, time: 1)
    reorder.move(to: try Self.centre(of: "artists", in: layout), time: 1.1)
    #expect(reorder.offset(ofItemAt: 4, at: 1.3) < 0)
    reorder.cancel(time: 1.3)
    let afterCancel = reorder.end(time: 1.4)
    #expect(afterCancel == nil && reorder.liveOrder == layout.items.map(\.id))
    let rest = try #require(reorder.restingTime)
    for position in layout.items.indices {
      #expect(abs(reorder.offset(ofItemAt: position, at: rest)) <= TabBarReorder.restingTolerance)
      #expect(abs(reorder.offset(ofItemAt: position, at: rest + 100)) < 1e-6)
    }
  }

  @Test("A gap that moves again mid-slide carries each tab on from where it is: no jump")
  func retargetedSlides() throws {
    let bar = try ReorderBar.music(placement: .tabs)
    let (layout, _) = bar.layout()
    var reorder = TabBarReorder()
    reorder.begin(
      at: try Self.centre(of: "recent", in: layout), in: layout, arrangement: bar.arrangement, time: 0)
    let checkpoints: [(String, Double)] = [
      ("albums", 0.05), ("artists", 0.09), ("recent", 0.14), ("artists", 0.2),
    ]
    for (id, time) in checkpoints {
      let before = layout.items.indices.map { reorder.offset(ofItemAt: $0, at: time) }
      reorder.move(to: try Self.centre(of: id, in: layout), time: time)
      let after = layout.items.indices.map { reorder.offset(ofItemAt: $0, at: time) }
      for position in layout.items.indices where position != 2 {
        #expect(abs(before[position] - after[position]) < 1e-9, "\(id) at \(time): position \(position)")
      }
    }
    #expect(reorder.offset(ofItemAt: 3, at: 0.1) < 0 && reorder.offset(ofItemAt: 3, at: 0.1) > -200)
  }

  @Test("The dropped tab settles exactly where the bar in its new order puts it, in either direction")
  func settlesIntoNewLayout() throws {
    for direction in [TabBarLayoutDirection.leftToRight, .rightToLeft] {
      let bar = try ReorderBar.music(
        placement: .tabs, direction: direction, metrics: .curvedFollowing, width: 390)
      let (layout, _) = bar.layout()
      var reorder = TabBarReorder()
      reorder.begin(
        at: try Self.centre(of: "home", in: layout), in: layout, arrangement: bar.arrangement, time: 0)
      reorder.move(to: try Self.centre(of: "radio", in: layout), time: 0.15)
      let ended = reorder.end(time: 0.2)
      let drop = try #require(ended)
      var customization = bar.customization
      customization.move(
        fromOffsets: drop.fromOffsets, toOffset: drop.toOffset, among: drop.ids, in: bar.declared)
      let (after, _) = bar.layout(customization)
      #expect(after.items.map(\.id) == reorder.liveOrder)
      var frame = TabBarLayout.empty
      reorder.layout(layout, at: 100, into: &frame)
      for item in frame.items {
        let settled = try #require(after.items.first { $0.id == item.id })
        #expect(
          LayoutChecks.close(item.hitFrame, settled.hitFrame)
            && LayoutChecks.close(item.iconFrame, settled.iconFrame))
      }
      // The selected tab carries its notch and raised bubble along.
      #expect(
        LayoutChecks.close(frame.outline.resolvedNotchCenterX ?? 0, after.outline.resolvedNotchCenterX ?? 1))
      #expect(LayoutChecks.close(frame.indicator?.frame ?? .zero, after.indicator?.frame ?? .null))
    }
  }

  @Test("Under Reduce Motion the tabs go straight to their places")
  func reduceMotion() throws {
    let bar = try ReorderBar.music(placement: .tabs)
    let (layout, _) = bar.layout()
    var reorder = TabBarReorder(timing: TransitionTiming(motion: .reducedImmediate))
    reorder.begin(
      at: try Self.centre(of: "recent", in: layout), in: layout, arrangement: bar.arrangement, time: 0)
    reorder.move(to: try Self.centre(of: "artists", in: layout), time: 0.1)
    #expect(reorder.offset(ofItemAt: 3, at: 0.1) == reorder.targetOffset(ofItemAt: 3))
    _ = reorder.end(time: 0.2)
    #expect(reorder.restingTime == 0.2)
  }

  @Test("Hostile input: non-finite points and times, an empty bar, fifty tabs; never a trap, always finite")
  func hostile() throws {
    var reorder = TabBarReorder()
    let empty = TabBarLayoutEngine.layout(
      TabBarLayoutRequest(items: TabItems.empty, selectedID: nil, containerSize: .zero, metrics: .floating))
    let none = TabBarArrangement(declared: .unsectioned(TabItems.empty))
    let onEmpty = reorder.begin(at: .zero, in: empty, arrangement: none, time: 0)
    #expect(onEmpty == nil)
    let fifty = try Fixtures.tabs(50)
    let layout = Fixtures.layout(fifty, selected: "t3", metrics: .material)
    let arrangement = TabBarArrangement(declared: .unsectioned(fifty))
    #expect(
      reorder.begin(at: CGPoint(x: CGFloat.nan, y: 800), in: layout, arrangement: arrangement, time: 0) == nil
    )
    let start = CGPoint(x: layout.items[3].hitFrame.midX, y: layout.contentBand.midY)
    let picked = reorder.begin(at: start, in: layout, arrangement: arrangement, time: .nan)
    #expect(picked == "t3")
    for x: CGFloat in [.nan, .infinity, -1e300, 1e300, 200] {
      for time in [Double.nan, -.infinity, 0.1, .infinity] {
        reorder.move(to: CGPoint(x: x, y: 0), time: time)
      }
    }
    var frame = TabBarLayout.empty
    for time in [0, 0.5, Double.nan, .infinity] {
      reorder.layout(layout, at: time, into: &frame)
      #expect(frame.items.allSatisfy { $0.hitFrame.isFinite && $0.iconFrame.isFinite })
    }
    let drop = reorder.end(time: .nan)
    #expect(drop.map { $0.toOffset >= 0 && $0.toOffset <= 50 } ?? true)
    #expect(reorder.restingTime?.isFinite == true)
  }
}

extension Array {
  /// The array with the elements at `i` and `j` swapped.
  fileprivate func swapping(_ i: Int, _ j: Int) -> [Element] {
    var copy = self
    copy.swapAt(i, j)
    return copy
  }
}
