import Foundation

/// A bar's animation from one layout to another (a change of selection), sampled at a frame
/// rate: what the SVG preview renders as a film strip and what tests check. The core decides
/// both layouts and the timing; the renderer only samples them.
///
/// Each frame is the start layout interpolated towards the end one
/// (``TabBarLayout/interpolated(to:fraction:)``) by the spring's progress
/// (``TransitionTiming/sample(at:)``), which moves the indicator, the notch, icon scales and label
/// opacities together. Under Reduce Motion nothing travels: frames show the end layout fading in
/// over the start, or only the end layout when the change is immediate. Frames stop when the
/// spring settles; the last frame is exactly the end layout.
///
/// ```swift
/// let transition = TabBarTransition(from: request, toSelection: "profile", timing: TransitionTiming())
/// for index in 0..<transition.frameCount { draw(transition.frame(at: index)) }
/// ```
package struct TabBarTransition: Sendable, Equatable {
  /// The layout when the change begins.
  package var start: TabBarLayout
  /// The layout once it is over.
  package var end: TabBarLayout
  /// The spring and motion preference.
  package var timing: TransitionTiming
  /// Frames per second, 1…``maximumFramesPerSecond`` (60 on most displays, 120 on ProMotion).
  package let framesPerSecond: Int

  /// The highest frame rate accepted.
  package static let maximumFramesPerSecond = 240
  /// The most frames one transition yields (a minute at 120 fps): a spring slowed by hostile
  /// parameters ends, snapped to the end layout, at this frame.
  package static let maximumFrameCount = 7_200

  /// Creates a transition between two layouts.
  ///
  /// - Parameters:
  ///   - start: The layout the transition leaves (frame 0).
  ///   - end: The layout it settles on (the last frame).
  ///   - timing: The spring and the Reduce Motion preference that shape the frames.
  ///   - framesPerSecond: Clamped to 1…``maximumFramesPerSecond``.
  package init(
    from start: TabBarLayout, to end: TabBarLayout, timing: TransitionTiming, framesPerSecond: Int = 60
  ) {
    self.start = start
    self.end = end
    self.timing = timing
    self.framesPerSecond = min(max(framesPerSecond, 1), Self.maximumFramesPerSecond)
  }

  /// Creates the transition for changing `request`'s selection to `selectedID`: the layouts of
  /// both selections by ``TabBarLayoutEngine``.
  package init(
    from request: TabBarLayoutRequest, toSelection selectedID: String?, timing: TransitionTiming,
    framesPerSecond: Int = 60
  ) {
    var target = request
    target.selectedID = selectedID
    self.init(
      from: TabBarLayoutEngine.layout(request), to: TabBarLayoutEngine.layout(target), timing: timing,
      framesPerSecond: framesPerSecond)
  }

  /// How many frames the transition has: one at time 0, then one every 1/fps seconds until the
  /// first frame at or after ``TransitionTiming/duration`` (so ⌈duration × fps⌉ + 1), at most
  /// ``maximumFrameCount``.
  package var frameCount: Int {
    let frames = (timing.duration * Double(framesPerSecond)).rounded(.up)
    guard frames.isFinite else { return Self.maximumFrameCount }
    return Int(min(max(frames, 0), Double(Self.maximumFrameCount - 1))) + 1
  }

  /// The frame at `index` (clamped to 0..<``frameCount``); the last is exactly ``end``.
  package func frame(at index: Int) -> TabBarAnimationFrame {
    let last = frameCount - 1
    let index = min(max(index, 0), last)
    let time = Double(index) / Double(framesPerSecond)
    guard index < last else { return TabBarAnimationFrame(time: time, layout: end) }
    let sample = timing.sample(at: time)
    let layout = start.interpolated(to: end, fraction: CGFloat(sample.progress))
    guard sample.incomingOpacity < 1 else { return TabBarAnimationFrame(time: time, layout: layout) }
    return TabBarAnimationFrame(
      time: time, layout: layout, opacity: CGFloat(sample.incomingOpacity), fadingLayout: start,
      fadingOpacity: CGFloat(1 - sample.incomingOpacity))
  }

  /// Every frame, in order.
  package var frames: [TabBarAnimationFrame] { (0..<frameCount).map(frame(at:)) }
}
