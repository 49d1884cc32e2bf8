import Foundation
import TabBarRender

/// Frames of an animation drawn into one `<svg>`: each frame a hidden `<g class="frame">` that a
/// page's script shows in turn. The script only swaps which frame is visible; every frame's
/// geometry was laid out by the core beforehand.
enum FrameSet {
  /// One frame to draw: its scene, the data attributes a script finds it by, and whether it
  /// shows when the page opens.
  struct Frame {
    /// What the frame shows.
    var scene: TabBarPicture
    /// `data-…` attributes for the page's script.
    var attributes: [(String, String)]
    /// Whether the frame is the one shown at first.
    var visible: Bool
    /// Whether the frame takes clicks (a resting frame does; frames in passing do not).
    var isInteractive = true
  }

  /// The elements of `frames`: the first frame's definitions once (ids prefixed by `prefix`),
  /// shared by every frame that defines the same, then a group a frame. A frame whose
  /// definitions differ (a gradient or clip that moved) keeps its own under a prefix of its own.
  static func elements(_ frames: [Frame], prefix: String, libraryPrefix: String) -> [SVGElement] {
    var shared: SVGElement?
    var groups: [SVGElement] = []
    for (index, frame) in frames.enumerated() {
      var options = TabBarSVGRenderer.Options(
        idPrefix: prefix, libraryPrefix: libraryPrefix, drawsHitAreas: frame.isInteractive)
      var drawing = draw(frame.scene, options: options)
      if index == 0 { shared = drawing.defs }
      if drawing.defs != shared {
        options.idPrefix = prefix + "\(index)-"
        drawing = draw(frame.scene, options: options)
        drawing.body.insert(drawing.defs ?? SVGElement("defs"), at: 0)
      }
      var group = SVGElement("g")
      group.set("class", "frame")
      for (name, value) in frame.attributes { group.set(name, value) }
      if !frame.visible { group.set("display", "none") }
      group.children = drawing.body.map(SVGNode.element)
      groups.append(group)
    }
    return (shared.map { [$0] } ?? []) + groups
  }

  private static func draw(_ scene: TabBarPicture, options: TabBarSVGRenderer.Options) -> (
    defs: SVGElement?, body: [SVGElement]
  ) {
    let elements = TabBarSVGRenderer.drawing(for: scene, options: options)
    guard let first = elements.first, first.name == "defs" else { return (nil, elements) }
    return (first, Array(elements.dropFirst()))
  }

  /// A hidden `<svg>` holding the renderer's shared library, to place once in a page.
  static func libraryElement(prefix: String) -> SVGElement {
    var library = SVGElement("svg")
    library.set("width", 0)
    library.set("height", 0)
    library.set("aria-hidden", "true")
    library.set("style", "position: absolute")
    library.append(TabBarSVGRenderer.sharedLibrary(prefix: prefix))
    return library
  }

  /// An `<svg>` the size of `layout`'s container holding `children`.
  static func svg(for layout: TabBarLayout, children: [SVGElement]) -> SVGElement {
    var root = SVGDocument(width: layout.containerSize.width, height: layout.containerSize.height).root
    root.children = children.map(SVGNode.element)
    return root
  }
}
