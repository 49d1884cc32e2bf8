import Foundation

/// Draws a ``TabBarPicture`` as SVG: the bar's outline from the core with its fill, shadow and
/// border, the indicator, each tab's icon, label and badge, and the action button.
///
/// Every position and size comes from the scene's ``TabBarLayout`` (and ``BadgeLayout``); the
/// renderer only paints them. Labels are truncated with ``TextMeasurement``, icons are the
/// ``SymbolCatalog``'s glyphs scaled into the layout's icon frames.
///
/// ```swift
/// let svg = TabBarSVGRenderer.document(for: scene).xml
/// ```
package enum TabBarSVGRenderer {
  /// How a drawing names and shares its definitions.
  package struct Options: Sendable, Hashable {
    /// Prefixes every id the drawing defines, so several drawings can share one HTML page.
    package var idPrefix: String
    /// `nil` for a self-contained drawing; otherwise the prefix of a ``sharedLibrary(prefix:)``
    /// placed once in the same page, whose glyphs and backdrops the drawing refers to instead
    /// of carrying its own copies.
    package var libraryPrefix: String?
    /// Whether the screen behind the bar is drawn (a material blurs it).
    package var drawsBackdrop: Bool
    /// Whether each tab carries an invisible rectangle over its hit area (the layout's
    /// `hitFrame`), so a page can take clicks anywhere in it; pictures nobody clicks leave them
    /// out.
    package var drawsHitAreas: Bool

    /// Creates options: by default a self-contained drawing with ids starting "tb-", a backdrop
    /// and hit areas.
    package init(
      idPrefix: String = "tb-", libraryPrefix: String? = nil, drawsBackdrop: Bool = true,
      drawsHitAreas: Bool = true
    ) {
      self.idPrefix = idPrefix
      self.libraryPrefix = libraryPrefix
      self.drawsBackdrop = drawsBackdrop
      self.drawsHitAreas = drawsHitAreas
    }

    /// The prefix of the ids of glyphs and backdrops: the library's, or the drawing's own.
    var sharedPrefix: String { libraryPrefix ?? idPrefix }
  }

  /// The font stack labels are set in: the system font where it exists, DejaVu Sans on Linux.
  package static let fontFamily = "-apple-system, 'SF Pro Text', 'Helvetica Neue', 'DejaVu Sans', sans-serif"

  /// A standalone SVG file of the scene, the size of the layout's container.
  package static func document(for scene: TabBarPicture, options: Options = Options()) -> SVGDocument {
    var document = SVGDocument(
      width: scene.layout.containerSize.width, height: scene.layout.containerSize.height)
    document.root.set("role", "img")
    let titles = scene.items.tabs.map(\.title).joined(separator: ", ")
    document.root.set("aria-label", "Tab bar: \(titles)")
    document.root.children = drawing(for: scene, options: options).map(SVGNode.element)
    return document
  }

  /// The scene's elements (definitions first, then one group holding the drawing), to place
  /// inside an `<svg>` of the container's size.
  ///
  /// A frame of a Reduce Motion cross-fade (a ``TabBarAnimationFrame`` with a fading layout) is
  /// drawn as the backdrop once, then the fading layout in a `<g class="fading">` at the frame's
  /// fading opacity (its ids prefixed "fading-", without hit areas), then the frame's layout at
  /// its opacity (in a `<g class="incoming">` when that is below 1). Opacities are clamped to
  /// 0…1; a NaN fading opacity hides the fading layout and a NaN opacity counts as 1.
  package static func drawing(for scene: TabBarPicture, options: Options = Options()) -> [SVGElement] {
    var canvas = Canvas(scene: scene, options: options)
    canvas.draw()
    var canvases = [canvas]
    var layers = options.drawsBackdrop ? [canvas.backdrop] : []
    let frame = scene.frame
    if let fadingLayout = frame.fadingLayout, frame.fadingOpacity > 0 {
      var fadingScene = scene
      fadingScene.layout = fadingLayout
      let fadingOptions = Options(
        idPrefix: options.idPrefix + "fading-", libraryPrefix: options.sharedPrefix,
        drawsBackdrop: options.drawsBackdrop, drawsHitAreas: false)
      var fading = Canvas(scene: fadingScene, options: fadingOptions)
      fading.draw()
      canvases.insert(fading, at: 0)
      layers.append(layerGroup(fading.layers, name: "fading", opacity: min(frame.fadingOpacity, 1)))
    }
    let opacity = frame.opacity.isNaN ? 1 : min(max(frame.opacity, 0), 1)
    layers += opacity < 1 ? [layerGroup(canvas.layers, name: "incoming", opacity: opacity)] : canvas.layers

    var defs = SVGElement("defs")
    if options.libraryPrefix == nil {
      if options.drawsBackdrop {
        defs.append(PreviewBackdrop.pattern(for: scene.appearance, prefix: options.idPrefix))
      }
      for key in canvases.reduce(into: Set<String>(), { $0.formUnion($1.glyphsUsed) }).sorted() {
        defs.append(glyphDefinition(key: key, prefix: options.idPrefix))
      }
    }
    defs.children += canvases.flatMap(\.defs).map(SVGNode.element)
    var group = SVGElement("g")
    group.set("font-family", fontFamily)
    group.set("text-anchor", "middle")
    group.children = layers.map(SVGNode.element)
    return (defs.children.isEmpty ? [] : [defs]) + [group]
  }

  /// One bar's layers in a group of class `name` drawn at `opacity`.
  private static func layerGroup(_ layers: [SVGElement], name: String, opacity: CGFloat) -> SVGElement {
    var group = SVGElement("g")
    group.set("class", name)
    group.set("opacity", opacity)
    group.children = layers.map(SVGNode.element)
    return group
  }

  /// Definitions of every glyph of the catalog (outline and filled variants and the neutral
  /// square) and of both appearances' backdrops, to include once in a page whose drawings use
  /// ``Options/libraryPrefix``.
  package static func sharedLibrary(prefix: String) -> SVGElement {
    var names = SymbolCatalog.drawnNames + SymbolCatalog.filledNames.map { $0 + ".fill" }
    names.append(SymbolCatalog.neutralName)
    names += names.flatMap { name in
      FontWeight.allCases.filter { $0 != .regular }.map { SymbolGlyph.definitionKey(name, weight: $0) }
    }
    var defs = SVGElement("defs")
    for appearance in ThemeAppearance.allCases {
      defs.append(PreviewBackdrop.pattern(for: appearance, prefix: prefix))
    }
    for key in names.sorted() {
      defs.append(glyphDefinition(key: key, prefix: prefix))
    }
    return defs
  }

  /// The id of the definition of the glyph called `name`.
  static func glyphID(_ name: String, prefix: String) -> String {
    prefix + "glyph-"
      + name.replacingOccurrences(of: ".", with: "-").replacingOccurrences(of: "@", with: "-")
  }

  /// A glyph's path at one weight (see ``SymbolGlyph/definitionKey(_:weight:)``) with everything
  /// but its colours: a `<use>` gives those, so one definition serves every colour.
  static func glyphDefinition(key: String, prefix: String) -> SVGElement {
    let parts = key.split(separator: "@", maxSplits: 1)
    let glyph = SymbolCatalog.glyph(named: parts.first.map(String.init) ?? key)
    let weight = parts.count > 1 ? FontWeight(rawValue: String(parts[1])) ?? .regular : .regular
    var path = SVGElement("path")
    path.set("id", glyphID(key, prefix: prefix))
    path.set("d", glyph.pathData)
    path.set("fill-rule", "evenodd")
    path.set("stroke-width", SymbolGlyph.strokeWidth(for: weight))
    path.set("stroke-linecap", "round")
    path.set("stroke-linejoin", "round")
    return path
  }
}
