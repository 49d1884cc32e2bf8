import Foundation
import TabBarCore
import Testing

/// A horizontal swipe pages between adjacent tabs and settles from the finger's velocity.
@Suite("Swiping between tabs")
struct TabBarSwipeTests {
  @Test(
    "Content follows the finger: left to right, dragging left reveals the next tab; right to left, dragging right"
  )
  func direction() throws {
    let items = try Fixtures.tabs(3)
    var ltr = TabBarSwipe(items: items, selectedIndex: 1, layoutDirection: .leftToRight)
    ltr.drag(translation: -97.5, pageWidth: 390)
    #expect(ltr.fraction == 0.25 && ltr.neighbourIndex == 2)
    var rtl = TabBarSwipe(items: items, selectedIndex: 1, layoutDirection: .rightToLeft)
    rtl.drag(translation: -97.5, pageWidth: 390)
    #expect(rtl.fraction == -0.25 && rtl.neighbourIndex == 0)
    rtl.drag(translation: 1_000, pageWidth: 390)
    #expect(rtl.fraction == 1)
  }

  @Test("No neighbour on a side: the fraction stays at 0 there; disabled tabs are skipped")
  func edges() throws {
    let items = try Fixtures.tabs(4, disabled: [1])
    var swipe = TabBarSwipe(items: items, selectedIndex: 0, layoutDirection: .leftToRight)
    #expect(swipe.previousIndex == nil && swipe.nextIndex == 2)
    swipe.drag(translation: 200, pageWidth: 390)
    #expect(swipe.fraction == 0)
    swipe.drag(translation: .nan, pageWidth: 390)
    swipe.drag(translation: -100, pageWidth: 0)
    #expect(swipe.fraction == 0)
  }

  @Test("Release picks by projected position and springs from the finger's speed")
  func release() throws {
    let items = try Fixtures.tabs(3)
    var swipe = TabBarSwipe(items: items, selectedIndex: 1, layoutDirection: .leftToRight)
    swipe.drag(translation: -78, pageWidth: 390)  // 0.2
    let flick = swipe.release(velocity: -1_200, pageWidth: 390)
    #expect(flick.targetIndex == 2 && flick.motion.target == 1)
    #expect(abs(flick.motion.state(at: 0).velocity - 1_200.0 / 390) < 1e-12)
    let slow = swipe.release(velocity: -100, pageWidth: 390)
    #expect(slow.targetIndex == 1 && slow.motion.target == 0)
    let back = swipe.release(velocity: 2_000, pageWidth: 390)
    #expect(back.targetIndex == 0 && back.motion.target == -1)
    swipe.drag(translation: -250, pageWidth: 390)
    #expect(swipe.release(velocity: 0, pageWidth: 390).targetIndex == 2)
  }

  @Test("The bar mid-swipe is the current layout interpolated towards the neighbour's")
  func layout() throws {
    let items = try Fixtures.tabs(3)
    func layout(_ id: String) -> TabBarLayout { Fixtures.layout(items, selected: id, metrics: .floating) }
    var swipe = TabBarSwipe(items: items, selectedIndex: 1, layoutDirection: .leftToRight)
    swipe.drag(translation: 117, pageWidth: 390)
    var frame = TabBarLayout.empty
    swipe.layout(current: layout("t1"), next: layout("t2"), previous: layout("t0"), into: &frame)
    #expect(frame == layout("t1").interpolated(to: layout("t0"), fraction: 0.3))
  }
}
