import Foundation
import TabBarRender
import Testing

/// The frames the preview draws of the core's interruptible animation.
@Suite("Layout animation frames")
struct LayoutAnimationFrameTests {
  static func layout(_ selected: String) throws -> TabBarLayout {
    try MotionFixtures.layout(tabs: 5, selected: selected, metrics: .curvedFollowing)
  }

  @Test("Full motion: a frame is the animation's geometry, opaque, with nothing fading")
  func standard() throws {
    var animation = TabBarLayoutAnimation(from: try Self.layout("t0"), to: try Self.layout("t3"))
    animation.retarget(to: try Self.layout("t1"), at: 0.08)
    var layout = TabBarLayout.empty
    animation.layout(at: 0.05, into: &layout)
    #expect(animation.frame(at: 0.05) == TabBarAnimationFrame(time: 0.05, layout: layout))
  }

  @Test("Reduce Motion: the new target shows at once, cross-fading over the frame that was shown")
  func reduceMotion() throws {
    let timing = TransitionTiming(motion: .reducedWithCrossFade)
    var animation = TabBarLayoutAnimation(
      from: try Self.layout("t0"), to: try Self.layout("t2"), timing: timing)
    animation.retarget(to: try Self.layout("t4"), at: 0.1)
    let frame = animation.frame(at: 0.05)
    #expect(frame.layout == (try Self.layout("t4")))
    #expect(frame.fadingLayout == animation.origin)
    #expect(frame.opacity > 0 && frame.opacity < 1)
    #expect(abs(frame.opacity + frame.fadingOpacity - 1) < 1e-12)
    #expect(animation.frame(at: animation.duration).fadingLayout == nil)
  }
}
