import Foundation
import TabBarRender
import TabBarTestSupport
import Testing

/// The renderer draws its ``TabBarTransition`` (the core's layouts on the core's timing) frame by
/// frame and decides no timing of its own: these are the rules a film of a selection change
/// follows.
@Suite("Drawing the core's animation frames")
struct AnimationTests {
  /// The indicator bar changing from its first tab to its fourth under `motion`, and the scenes
  /// of both ends at rest.
  static func change(
    _ style: TabBarDesign = .indicator, motion: MotionPreference = .standard, framesPerSecond: Int = 60
  ) throws -> (transition: TabBarTransition, start: TabBarPicture, end: TabBarPicture) {
    let start = try SceneFixtures.scene(style, selectedID: "tab1")
    let end = try SceneFixtures.scene(style, selectedID: "tab4")
    let transition = TabBarTransition(
      from: start.layout, to: end.layout, timing: TransitionTiming(motion: motion),
      framesPerSecond: framesPerSecond)
    return (transition, start, end)
  }

  /// Every frame of `transition` drawn as a document in `scene`'s items, theme and appearance.
  static func film(_ transition: TabBarTransition, like scene: TabBarPicture) -> [SVGDocument] {
    transition.frames.map {
      TabBarSVGRenderer.document(
        for: TabBarPicture(
          frame: $0, items: scene.items, theme: scene.theme, appearance: scene.appearance,
          adjustments: scene.adjustments))
    }
  }

  @Test(
    "Under full motion there is one picture per core frame: the first is the start layout, the last the end",
    arguments: [60, 120])
  func fullMotion(framesPerSecond: Int) throws {
    let (transition, start, end) = try Self.change(framesPerSecond: framesPerSecond)
    let film = Self.film(transition, like: start)
    #expect(film.count == transition.frameCount)
    #expect(film.first?.xml == TabBarSVGRenderer.document(for: start).xml)
    #expect(film.last?.xml == TabBarSVGRenderer.document(for: end).xml)
    #expect(
      film.allSatisfy { !$0.xml.contains("class=\"fading\"") && !$0.xml.contains("class=\"incoming\"") })
    let indicators = film.map { Self.indicators(in: $0.root) }
    #expect(indicators.allSatisfy { $0.count == 1 })
    #expect(Set(indicators.joined()).count > transition.frameCount / 2, "the indicator travels")
  }

  @Test(
    "Under Reduce Motion nothing travels: every frame's indicators are the start's or the end's",
    arguments: [TabBarDesign.curved, .indicator])
  func reduceMotionDoesNotTravel(style: TabBarDesign) throws {
    let (transition, start, end) = try Self.change(style, motion: .reducedWithCrossFade)
    let film = Self.film(transition, like: start)
    #expect(film.count == transition.frameCount && film.count > 2)
    let startIndicator = Self.indicators(in: TabBarSVGRenderer.document(for: start).root)
    let endIndicator = Self.indicators(in: TabBarSVGRenderer.document(for: end).root)
    #expect(startIndicator.count == 1 && endIndicator.count == 1 && startIndicator != endIndicator)
    for (index, document) in film.enumerated() {
      let drawn = Self.indicators(in: document.root)
      #expect(!drawn.isEmpty && drawn.allSatisfy { startIndicator.contains($0) || endIndicator.contains($0) })
      if index > 0 && index < film.count - 1 { #expect(drawn == startIndicator + endIndicator) }
    }
    // The film opens on the start (the end still invisible) and closes on the end alone.
    #expect(try Self.opacity(of: "fading", in: film[0]) == "1")
    #expect(try Self.opacity(of: "incoming", in: film[0]) == "0")
    #expect(film.last?.xml == TabBarSVGRenderer.document(for: end).xml)
  }

  @Test("A cross-fade frame draws one backdrop, the fading layout at its opacity, then the new one at its")
  func crossFadeFrame() throws {
    let (transition, start, _) = try Self.change(.material, motion: .reducedWithCrossFade)
    let frame = transition.frame(at: transition.frameCount / 2)
    let fadingOpacity = try #require(SVGNumber.format(frame.fadingOpacity))
    let opacity = try #require(SVGNumber.format(frame.opacity))
    #expect(frame.fadingLayout != nil && fadingOpacity != "0" && opacity != "1")
    let document = Self.film(transition, like: start)[transition.frameCount / 2]
    let drawing = try #require(document.root.children.last.flatMap(Self.element))
    let layers = drawing.children.compactMap(Self.element)
    #expect(layers.map { Self.attribute("class", of: $0) } == ["backdrop", "fading", "incoming"])
    #expect(try Self.opacity(of: "fading", in: document) == fadingOpacity)
    #expect(try Self.opacity(of: "incoming", in: document) == opacity)
    // The fading bar takes no clicks, and both bars' definitions live side by side.
    #expect(!Self.elements(in: layers[1]).contains { Self.attribute("pointer-events", of: $0) == "all" })
    #expect(Self.elements(in: layers[2]).contains { Self.attribute("pointer-events", of: $0) == "all" })
    let ids = Self.elements(in: document.root).compactMap { Self.attribute("id", of: $0) }
    #expect(Set(ids).count == ids.count, "ids are unique")
    let references = document.xml.matches(of: #/(?:href="#|url\(#)([^")]+)/#).map { String($0.output.1) }
    #expect(!references.isEmpty && references.allSatisfy(Set(ids).contains))
    #expect(try XMLLint.problems(in: document.xml) == nil)
  }

  @Test("Reduce Motion with no cross-fade draws one picture: the end layout")
  func immediate() throws {
    let (transition, start, end) = try Self.change(motion: .reducedImmediate)
    #expect(Self.film(transition, like: start).map(\.xml) == [TabBarSVGRenderer.document(for: end).xml])
  }

  @Test("Opacities out of 0…1 are clamped; a NaN fading opacity hides the fading layout, a NaN opacity is 1")
  func hostileOpacities() throws {
    let (_, start, end) = try Self.change()
    var scene = end
    scene.frame = TabBarAnimationFrame(
      time: 0.1, layout: end.layout, opacity: -3, fadingLayout: start.layout, fadingOpacity: 7)
    let clamped = TabBarSVGRenderer.document(for: scene)
    #expect(try Self.opacity(of: "fading", in: clamped) == "1")
    #expect(try Self.opacity(of: "incoming", in: clamped) == "0")
    scene.frame = TabBarAnimationFrame(
      time: 0.1, layout: end.layout, opacity: .nan, fadingLayout: start.layout, fadingOpacity: .nan)
    #expect(TabBarSVGRenderer.document(for: scene).xml == TabBarSVGRenderer.document(for: end).xml)
    #expect(!clamped.xml.lowercased().contains("nan"))
  }

  // MARK: Reading drawings

  private static func element(_ node: SVGNode) -> SVGElement? {
    if case .element(let element) = node { element } else { nil }
  }

  private static func attribute(_ name: String, of element: SVGElement) -> String? {
    element.attributes.first { $0.name == name }?.value
  }

  /// `root` and every element under it, in document order.
  private static func elements(in root: SVGElement) -> [SVGElement] {
    [root] + root.children.compactMap(element).flatMap(elements(in:))
  }

  /// The indicators drawn, each as its position and size, in document order.
  private static func indicators(in root: SVGElement) -> [String] {
    elements(in: root).filter { attribute("class", of: $0) == "indicator" }.map { rect in
      ["x", "y", "width", "height"].map { attribute($0, of: rect) ?? "-" }.joined(separator: " ")
    }
  }

  /// The opacity of the document's one group of class `name`.
  private static func opacity(of name: String, in document: SVGDocument) throws -> String? {
    let groups = elements(in: document.root).filter { $0.name == "g" && attribute("class", of: $0) == name }
    try #require(groups.count == 1)
    return attribute("opacity", of: groups[0])
  }
}
