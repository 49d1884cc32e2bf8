import Foundation
import TabBarCore
import Testing

@Suite("A tab's drop target")
struct TabDropTargetTests {
  private static let behaviors: [TabBarSpringLoadingBehavior] = [.automatic, .enabled, .disabled]

  @Test(
    "Takes only what the tab declared, forbids the rest, and springs only where the rule lets it: in every state"
  )
  func everyState() {
    var cases = 0
    for acceptsDrops in [false, true] {
      for behavior in Self.behaviors {
        for isEnabled in [false, true] {
          for isSelected in [false, true] {
            let spring = TabSpringLoading(behavior: behavior, isEnabled: isEnabled, isSelected: isSelected)
            let target = TabDropTarget(acceptsDrops: acceptsDrops, spring: spring)
            for carries in [false, true] {
              let takes = acceptsDrops && carries
              #expect(target.operation(carriesAcceptedItems: carries) == (takes ? .copy : .forbidden))
              #expect(target.performs(carriesAcceptedItems: carries) == takes)
            }
            #expect(target.startsSpringPause == spring.springs)
            #expect(target.watchesDrags == (acceptsDrops || spring.springs))
            cases += 1
          }
        }
      }
    }
    #expect(cases == 2 * Self.behaviors.count * 4)
  }

  @Test(
    "A tab that only springs never takes a drop, so an unselected tab no longer accepts and silently fails any item"
  )
  func springOnlyTakesNothing() {
    let spring = TabSpringLoading(behavior: .automatic, isEnabled: true, isSelected: false)
    let target = TabDropTarget(acceptsDrops: false, spring: spring)
    #expect(target.watchesDrags)
    #expect(target.operation(carriesAcceptedItems: true) == .forbidden)
    #expect(!target.performs(carriesAcceptedItems: true))
    // Selected: the same target, only the pause is off.
    let selected = TabDropTarget(
      acceptsDrops: false, spring: TabSpringLoading(behavior: .automatic, isEnabled: true, isSelected: true))
    #expect(!selected.startsSpringPause)
  }
}
