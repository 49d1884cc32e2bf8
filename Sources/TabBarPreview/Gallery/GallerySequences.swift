import Foundation
import TabBarRender

/// The gallery's section of bars moving with the user: each ``MotionSequence`` as a strip of
/// frames sampled from the core's motion (minimize and expand, swipe, scrub, retarget, reorder).
enum GallerySequences {
  /// How many frames of each sequence the strip shows, evenly spaced from first to last.
  static let framesShown = 5

  /// Each sequence, in a style that shows it, with its caption.
  static let shown: [(MotionSequence, TabBarDesign, followsSelection: Bool, caption: String)] = [
    (
      .minimize, .floating, false,
      "minimize on scroll, then expand (floating: the capsule shrinks around the tab)"
    ),
    (.minimize, .curved, false, "minimize on scroll, then expand (curved: shallower, a smaller button)"),
    (.swipe, .indicator, false, "swipe from Home towards Search, let go, settle"),
    (.scrub, .curved, true, "scrub from Home to Alerts, the notch following the finger"),
    (.retarget, .material, false, "Home → Alerts, retargeted to Search after 0.1 s"),
    (
      .reorder, .curved, false,
      "drag Home to Alerts' place, across the button: the tabs between slide aside; drop, settle"
    ),
  ]

  /// The section's markup; drawing ids start with "s" and the strip's number.
  static func section(libraryPrefix: String) throws(UsageError) -> String {
    var markup = "<section id=\"sequences\">\n<h2>Moving with the user</h2>\n"
    for (index, entry) in shown.enumerated() {
      var options = BarOptions()
      options.style = entry.1
      options.notchFollowsSelection = entry.followsSelection
      options.height = GalleryCommand.containerHeight
      let items = try options.items()
      let frames = entry.0.frames(
        options: options, items: items, from: 0, to: 2, timing: TransitionTiming(), fps: GalleryScript.fps)
      markup += "<figure class=\"sequence\" data-sequence=\"\(entry.0.rawValue)\">\n"
      for shownIndex in 0..<framesShown {
        let frameIndex = (frames.count - 1) * shownIndex / max(framesShown - 1, 1)
        let scene = options.picture(frames[frameIndex], items: items)
        let drawingOptions = TabBarSVGRenderer.Options(
          idPrefix: "s\(index)-\(shownIndex)-", libraryPrefix: libraryPrefix, drawsHitAreas: false)
        var svg = FrameSet.svg(
          for: scene.layout, children: TabBarSVGRenderer.drawing(for: scene, options: drawingOptions))
        svg.set("role", "img")
        svg.set("aria-label", "\(entry.caption), frame \(frameIndex + 1) of \(frames.count)")
        svg.write(into: &markup, depth: 0, indentation: "")
      }
      markup += "<figcaption>\(XMLEscaping.text(entry.caption))</figcaption>\n</figure>\n"
    }
    return markup + "</section>\n"
  }
}
