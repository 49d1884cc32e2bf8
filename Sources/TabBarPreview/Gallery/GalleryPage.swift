import Foundation
import TabBarRender

/// Builds the gallery's HTML: the seed designs with every transition between their tabs laid out
/// by the core in advance, then the grid of every style and state.
enum GalleryPage {
  /// What a built page holds.
  struct Built {
    /// The page's text.
    var html: String
    /// How many bars the grid shows.
    var barCount: Int
    /// How many animation frames the seed designs carry.
    var frameCount: Int
  }

  /// The id prefix of the library of glyphs and backdrops the page's drawings share.
  static let libraryPrefix = "lib-"

  static let style = """
    body { font-family: -apple-system, 'Helvetica Neue', 'DejaVu Sans', sans-serif; margin: 24px;
      background: #e5e5ea; color: #111; }
    h1 { font-size: 24px; } h2 { font-size: 18px; margin-top: 32px; }
    figure { display: inline-block; vertical-align: top; margin: 0 12px 16px 0; background: #fff;
      border-radius: 8px; padding: 6px; }
    figure.preset { padding: 10px; }
    figure.preset svg { cursor: pointer; }
    figcaption { font-size: 11px; color: #444; margin-top: 4px; max-width: 820px; }
    figure.preset figcaption { font-size: 14px; color: #111; }
    svg { display: block; }
    figure.sequence svg { display: inline-block; vertical-align: top; margin-right: 6px; }
    #selftest { font-size: 12px; color: #666; }
    """

  /// The whole page: the seed designs, then `variants` (every style and state), then
  /// `adjusted` (the accessibility colour settings), then `glass` (Liquid Glass).
  static func build(
    presets: [GalleryPreset], variants: [GalleryVariant], overflow: [GalleryVariant],
    adjusted: [GalleryVariant], glass: [GalleryVariant]
  ) throws(UsageError) -> Built {
    var body = "<h1>TabBarKit gallery</h1>\n"
    var frameCount = 0
    var presetMarkup =
      "<section id=\"presets\">\n<h2>Seed designs (click a tab to play its transition)</h2>\n"
    for (index, preset) in presets.enumerated() {
      let (figure, frames) = try presetFigure(preset, index: index)
      presetMarkup += figure
      frameCount += frames
    }
    presetMarkup += "</section>\n"
    body += "<p id=\"summary\">\(presets.count) seed designs with \(frameCount) animation frames; "
    body += "\(variants.count) bars: every style × light/dark × LTR/RTL × widths 320, 390, 430, 820 pt × "
    body += "Dynamic Type large and accessibility3 × 3, 4, 5 tabs × with and without badges; "
    body += "\(overflow.count) bars with more tabs than fit, behind a More item; "
    body += "\(adjusted.count) bars with Reduce Transparency and Increase Contrast; "
    body += "\(glass.count) bars of Liquid Glass.</p>\n"
    body +=
      "<p id=\"selftest\" data-result=\"not run\">Self-test: add #selftest to the address to run it.</p>\n"
    FrameSet.libraryElement(prefix: libraryPrefix).write(into: &body, depth: 0, indentation: "")
    body += presetMarkup
    body += try GallerySequences.section(libraryPrefix: libraryPrefix)
    body += try section(id: "grid", title: "Every style and state", variants: variants, prefix: "v")
    body += try section(id: "overflow", title: "More tabs than fit", variants: overflow, prefix: "o")
    body += try section(id: "adjusted", title: "Accessibility settings", variants: adjusted, prefix: "a")
    body += try section(
      id: "glass", title: "Liquid Glass (iOS 26; a stand-in: blurred backdrop, tint, highlight, rim)",
      variants: glass, prefix: "g")
    body += try GalleryOrganization.section()
    body += try GalleryProminent.section()
    let html = HTMLPage.document(
      title: "TabBarKit gallery", style: style,
      bodyAttributes: [("data-fps", String(GalleryScript.fps))], body: body,
      script: GalleryScript.source)
    return Built(
      html: html, barCount: variants.count + overflow.count + adjusted.count + glass.count,
      frameCount: frameCount)
  }

  /// A section of static, captioned bars; drawing ids start with `prefix` and the bar's number.
  private static func section(id: String, title: String, variants: [GalleryVariant], prefix: String)
    throws(UsageError) -> String
  {
    var markup = "<section id=\"\(id)\">\n<h2>\(XMLEscaping.text(title))</h2>\n"
    for (index, variant) in variants.enumerated() {
      let scene = try variant.options.picture()
      let options = TabBarSVGRenderer.Options(
        idPrefix: "\(prefix)\(index)-", libraryPrefix: libraryPrefix, drawsHitAreas: false)
      var svg = SVGDocument(
        width: scene.layout.containerSize.width, height: scene.layout.containerSize.height
      ).root
      svg.set("role", "img")
      svg.set("aria-label", variant.caption)
      svg.children = TabBarSVGRenderer.drawing(for: scene, options: options).map(SVGNode.element)
      markup += "<figure class=\"variant\">\n"
      svg.write(into: &markup, depth: 0, indentation: "")
      markup += "<figcaption>\(XMLEscaping.text(variant.caption))</figcaption>\n</figure>\n"
    }
    return markup + "</section>\n"
  }

  /// A seed design's figure: a resting frame for each tab selected and the frames of every
  /// change from one tab to another.
  private static func presetFigure(_ preset: GalleryPreset, index: Int) throws(UsageError) -> (String, Int) {
    let options = preset.options
    let state = options.state(items: try options.items(), selectedID: nil)
    let items = state.bar.items
    let ids = options.tabs.indices.map(BarOptions.tabID)
    let layouts = ids.map { id in
      var chosen = state
      chosen.send(.chooseTab(id: id))
      return TabBarLayoutEngine.layout(options.request(chosen))
    }
    let initial = ids[try options.selected.resolve(in: options.tabs, option: "--selected")]
    var frames: [FrameSet.Frame] = []
    for (position, id) in ids.enumerated() {
      frames.append(
        FrameSet.Frame(
          scene: options.picture(layouts[position], items: items), attributes: [("data-rest", id)],
          visible: id == initial))
    }
    var transitionFrames = 0
    for (from, fromID) in ids.enumerated() {
      for (to, toID) in ids.enumerated() where to != from {
        let transition = TabBarTransition(
          from: layouts[from], to: layouts[to], timing: TransitionTiming(), framesPerSecond: GalleryScript.fps
        )
        // The first frame is the resting frame of `from` and the last the resting frame of `to`.
        for step in 1..<max(transition.frameCount - 1, 1) {
          frames.append(
            FrameSet.Frame(
              scene: options.picture(transition.frame(at: step), items: items),
              attributes: [("data-from", fromID), ("data-to", toID), ("data-step", String(step))],
              visible: false, isInteractive: false))
          transitionFrames += 1
        }
      }
    }
    let elements = FrameSet.elements(frames, prefix: "p\(index)-", libraryPrefix: libraryPrefix)
    var svg = FrameSet.svg(for: layouts[0], children: elements)
    svg.set("data-current", initial)
    svg.set("role", "img")
    svg.set("aria-label", preset.title)
    var markup = "<figure class=\"preset\" data-style=\"\(options.style.name)\">\n"
    svg.write(into: &markup, depth: 0, indentation: "")
    markup += "<figcaption>\(XMLEscaping.text(preset.title))</figcaption>\n</figure>\n"
    return (markup, transitionFrames)
  }
}
