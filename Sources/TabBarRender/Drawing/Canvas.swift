import Foundation

/// One drawing in progress: walks a scene's layout and collects SVG layers and definitions.
struct Canvas {
  let scene: TabBarPicture
  let options: TabBarSVGRenderer.Options
  let palette: TabBarPalette
  /// What the bar and the search circle are painted with.
  let surface: TabBarSurfacePaint
  let barData: String
  private(set) var defs: [SVGElement] = []
  private(set) var layers: [SVGElement] = []
  private(set) var glyphsUsed: Set<String> = []

  init(scene: TabBarPicture, options: TabBarSVGRenderer.Options) {
    self.scene = scene
    self.options = options
    self.palette = scene.palette
    self.surface = scene.surfacePaint
    self.barData = scene.layout.outline.path().svgPathData
  }

  private func id(_ name: String) -> String { options.idPrefix + name }

  /// Draws the bar and everything on it into ``layers``; the backdrop is ``backdrop``, placed by
  /// the caller once under every bar of a picture.
  mutating func draw() {
    drawBar()
    drawGlassSelection()
    drawIndicator()
    for item in scene.layout.items { drawItem(item) }
    drawActionButton()
    drawSearchTab()
  }

  // MARK: Backdrop and bar

  /// The screen behind the bar (see ``PreviewBackdrop``).
  var backdrop: SVGElement {
    let size = scene.layout.containerSize
    return SVGElement("rect").with("class", "backdrop").with("width", size.width).with("height", size.height)
      .with("fill", backdropFill)
  }

  private var backdropFill: String {
    "url(#\(PreviewBackdrop.patternID(for: scene.appearance, prefix: options.sharedPrefix)))"
  }

  /// The bar: its outline (from the core) defined once, then used for the shadow, the material's
  /// blurred backdrop, and the fill with its border.
  private mutating func drawBar() {
    let outlineID = id("bar-outline")
    let outline = SVGElement("use").with("href", "#" + outlineID)
    defs.append(SVGElement("path").with("id", outlineID).with("d", barData))
    var group = SVGElement("g")
    group.set("class", "bar")
    guard let barFill = surface.themeFill else {
      group.children += glass(outline, name: "bar", bounds: scene.layout.barFrame).map(SVGNode.element)
      layers.append(group)
      return
    }
    if let shadow = palette.barShadow, shadow.color.alpha > 0 {
      group.append(shadowShape(outline, shadow: shadow, name: "bar-shadow"))
    }
    if case .material(let material) = barFill, options.drawsBackdrop {
      // The material: the backdrop, blurred, seen through the bar's shape, under its tint.
      defs.append(SVGElement("clipPath").with("id", id("bar-clip")).with(child: outline))
      defs.append(blurFilter(name: "material-blur", radius: material.blurRadius))
      var seen = SVGElement("g")
      seen.set("clip-path", "url(#\(id("bar-clip")))")
      seen.append(
        SVGElement("rect").with("width", scene.layout.containerSize.width)
          .with("height", scene.layout.containerSize.height).with("fill", backdropFill)
          .with("filter", "url(#\(id("material-blur")))"))
      group.append(seen)
    }
    var fill = outline
    SVGPaint.setFill(barFill, on: &fill, id: id("bar-fill"), bounds: scene.layout.barFrame, defs: &defs)
    if let border = palette.barBorder, border.width > 0 {
      SVGPaint.set("stroke", border.color, on: &fill)
      fill.set("stroke-width", border.width)
    }
    group.append(fill)
    layers.append(group)
  }

  /// On glass, the lighter capsule iOS 26 draws behind the selected tab (``GlassStandIn``).
  private mutating func drawGlassSelection() {
    guard case .glass = surface, let selected = scene.layout.items.first(where: \.isSelected),
      let capsule = GlassStandIn.selectionCapsule(in: selected.hitFrame)
    else { return }
    var rect = rectangle(capsule.frame, cornerRadius: capsule.cornerRadius)
    rect.set("class", "glass-selection")
    SVGPaint.set("fill", GlassStandIn.selectionFill(for: scene.appearance), on: &rect)
    SVGPaint.set("stroke", GlassStandIn.rimColor, on: &rect)
    rect.set("stroke-width", GlassStandIn.rimWidth)
    layers.append(rect)
  }

  private mutating func drawIndicator() {
    guard let indicator = scene.layout.indicator else { return }
    var rect = rectangle(indicator.frame, cornerRadius: indicator.cornerRadius)
    rect.set("class", "indicator")
    SVGPaint.setFill(
      palette.indicatorFill, on: &rect, id: id("indicator-fill"), bounds: indicator.frame, defs: &defs)
    layers.append(rect)
  }

  // MARK: Items

  private mutating func drawItem(_ item: ItemLayout) {
    guard scene.items.indices.contains(item.itemIndex) else { return }
    let tab = scene.items[item.itemIndex]
    let theme = scene.theme
    let color = item.isSelected ? palette.selectedItemColor : palette.unselectedItemColor
    var group = SVGElement("g")
    group.set("class", item.isSelected ? "item selected" : "item")
    group.set("data-index", String(item.itemIndex))
    group.set("data-id", tab.id)
    if !tab.isEnabled { group.set("opacity", palette.disabledOpacity) }
    if options.drawsHitAreas {
      var hit = rectangle(item.hitFrame, cornerRadius: 0)
      hit.set("fill", "none")
      hit.set("pointer-events", "all")
      group.append(hit)
    }
    let variant = item.isSelected ? theme.selectedSymbolVariant : theme.unselectedSymbolVariant
    let icon = item.iconFrame
    group.append(
      glyph(
        SymbolCatalog.name(of: tab.symbol, in: variant), center: CGPoint(x: icon.midX, y: icon.midY),
        side: icon.width,
        scale: item.iconScale, color: color, weight: theme.iconWeight))
    // The opacity, not `showsLabel`, decides: mid-animation a label fades in before it "shows".
    if item.labelOpacity > 0, let label = label(for: tab, in: item, color: color) {
      group.append(label)
    }
    if let text = tab.badge?.displayText {
      group.append(badge(text, at: item.badgeCenter))
    }
    layers.append(group)
  }

  private func label(for tab: TabItem, in item: ItemLayout, color: RGBAColor) -> SVGElement? {
    let weight = item.isSelected ? scene.theme.selectedLabelWeight : scene.theme.unselectedLabelWeight
    let fontSize = scene.layout.labelFontSize
    let shown = TextMeasurement.truncated(
      tab.title, toWidth: item.labelFrame.width, fontSize: fontSize, weight: weight)
    guard !shown.isEmpty else { return nil }
    var text = textElement(shown, centeredIn: item.labelFrame, fontSize: fontSize, weight: weight)
    SVGPaint.set("fill", color, on: &text)
    if item.labelOpacity < 1 { text.set("opacity", item.labelOpacity) }
    return text
  }

  private func badge(_ text: String, at center: CGPoint) -> SVGElement {
    // A count reads the same in every direction: "99+" stays "99+" in a right-to-left bar.
    SVGShapes.badge(text, at: center, iconSize: scene.layout.iconSize, palette: palette) {
      text, frame, size in
      textElement(text, centeredIn: frame, fontSize: size, weight: .regular, followsLayoutDirection: false)
    }
  }

  private mutating func drawActionButton() {
    guard let button = scene.layout.actionButton else { return }
    var group = SVGElement("g")
    // A prominent tab raised into the action's slot is a tab, and says so (and whether it is
    // selected) to whoever reads the drawing.
    group.set("class", button.isTab ? "prominent" : "action")
    if button.isTab, scene.layout.selectedIndex == button.itemIndex { group.set("data-selected", "true") }
    group.set("data-index", String(button.itemIndex))
    group.set("data-id", button.id)
    var circle = SVGElement("circle")
    circle.set("cx", button.center.x)
    circle.set("cy", button.center.y)
    circle.set("r", button.diameter / 2)
    if let shadow = palette.actionButtonShadow, shadow.color.alpha > 0 {
      group.append(shadowShape(circle, shadow: shadow, name: "action-shadow"))
    }
    SVGPaint.setFill(
      palette.actionButtonFill, on: &circle, id: id("action-fill"), bounds: button.frame, defs: &defs)
    group.append(circle)
    let symbol =
      scene.items.indices.contains(button.itemIndex) ? scene.items[button.itemIndex].symbol : "plus"
    group.append(
      glyph(
        symbol, center: button.center, side: scene.layout.iconSize, scale: 1,
        color: palette.actionButtonGlyphColor))
    if button.isTab, scene.items.indices.contains(button.itemIndex),
      let text = scene.items[button.itemIndex].badge?.displayText
    {
      group.append(badge(text, at: button.badgeCenter))
    }
    layers.append(group)
  }

  /// The search tab set apart: its own circle, filled and shadowed as the bar, with its glyph;
  /// or the divider before its column (the column itself is one of the bar's items).
  private mutating func drawSearchTab() {
    guard let search = scene.searchTab else { return }
    var group = SVGElement("g")
    group.set("class", search.shape == .circle ? "search" : "search-divider")
    group.set("data-id", search.id)
    if let divider = search.divider {
      var line = SVGElement("line").with("x1", divider.x).with("x2", divider.x)
        .with("y1", divider.minY).with("y2", divider.maxY)
      SVGPaint.set(
        "stroke", palette.unselectedItemColor.withAlpha(CGFloat(SearchTabDivider.opacity)), on: &line)
      group.append(line)
      layers.append(group)
      return
    }
    var circle = SVGElement("circle").with("cx", search.frame.midX).with("cy", search.frame.midY)
      .with("r", search.frame.width / 2)
    if let searchFill = surface.themeFill {
      if let shadow = palette.barShadow, shadow.color.alpha > 0 {
        group.append(shadowShape(circle, shadow: shadow, name: "search-shadow"))
      }
      SVGPaint.setFill(searchFill, on: &circle, id: id("search-fill"), bounds: search.frame, defs: &defs)
      if let border = palette.barBorder, border.width > 0 {
        SVGPaint.set("stroke", border.color, on: &circle)
        circle.set("stroke-width", border.width)
      }
      group.append(circle)
    } else {
      group.children += glass(circle, name: "search", bounds: search.frame).map(SVGNode.element)
    }
    let color = search.isSelected ? palette.selectedItemColor : palette.unselectedItemColor
    let icon = search.iconFrame
    group.append(
      glyph(
        scene.searchItem?.symbol ?? "magnifyingglass", center: CGPoint(x: icon.midX, y: icon.midY),
        side: icon.width, scale: 1, color: color))
    layers.append(group)
  }

  // MARK: Shapes

  private func rectangle(_ frame: CGRect, cornerRadius: CGFloat) -> SVGElement {
    SVGShapes.rectangle(frame, cornerRadius: cornerRadius)
  }

  /// A text element centred in `frame` (the drawing's group anchors text in the middle), reading
  /// in the layout's direction unless told otherwise.
  private func textElement(
    _ text: String, centeredIn frame: CGRect, fontSize: CGFloat, weight: FontWeight,
    followsLayoutDirection: Bool = true
  ) -> SVGElement {
    var element = SVGElement("text")
    element.set("x", frame.midX)
    element.set("y", frame.midY + TextMeasurement.centeredBaselineOffset(fontSize: fontSize))
    element.set("font-size", fontSize)
    if weight != .regular { element.set("font-weight", String(weight.numericValue)) }
    if followsLayoutDirection, scene.layout.layoutDirection == .rightToLeft {
      element.set("direction", "rtl")
    }
    element.append(text: text)
    return element
  }

  /// The glyph for `symbol`, `side` points square (times `scale`) around `center`, in `color`.
  private mutating func glyph(
    _ symbol: String, center: CGPoint, side: CGFloat, scale: CGFloat, color: RGBAColor,
    weight: FontWeight = .regular
  ) -> SVGElement {
    let drawn = SVGShapes.glyph(
      symbol, center: center, side: side, scale: scale, color: color, weight: weight,
      prefix: options.sharedPrefix)
    glyphsUsed.insert(drawn.name)
    return drawn.element
  }

  /// The stand-in for the system's glass in `shape` (see ``GlassStandIn``): the backdrop
  /// blurred as the material blurs it, a thin wash of the glass's tint, a highlight fading
  /// down from the top, a bright rim just inside the outline, and Increase Contrast's border.
  /// Its definitions' ids start with `name`.
  private mutating func glass(_ shape: SVGElement, name: String, bounds: CGRect) -> [SVGElement] {
    guard case .glass(let tint, let material, _) = surface else { return [] }
    var elements: [SVGElement] = []
    let clipID = id(name + "-glass-clip")
    defs.append(SVGElement("clipPath").with("id", clipID).with(child: shape))
    if options.drawsBackdrop {
      defs.append(blurFilter(name: name + "-glass-blur", radius: material.blurRadius))
      var seen = SVGElement("g")
      seen.set("clip-path", "url(#\(clipID))")
      seen.append(
        SVGElement("rect").with("width", scene.layout.containerSize.width)
          .with("height", scene.layout.containerSize.height).with("fill", backdropFill)
          .with("filter", "url(#\(id(name + "-glass-blur")))"))
      elements.append(seen)
    }
    var wash = shape
    wash.set("class", "glass")
    SVGPaint.set("fill", GlassStandIn.wash(tint: tint, material: material), on: &wash)
    elements.append(wash)
    var highlight = shape
    SVGPaint.setFill(
      .linearGradient(GlassStandIn.highlight), on: &highlight, id: id(name + "-glass-highlight"),
      bounds: bounds,
      defs: &defs)
    elements.append(highlight)
    var rim = shape.with("fill", "none").with("clip-path", "url(#\(clipID))")
    SVGPaint.set("stroke", GlassStandIn.rimColor, on: &rim)
    rim.set("stroke-width", 2 * GlassStandIn.rimWidth)
    elements.append(rim)
    if let border = palette.barBorder, border.width > 0 {
      var line = shape.with("fill", "none")
      SVGPaint.set("stroke", border.color, on: &line)
      line.set("stroke-width", border.width)
      elements.append(line)
    }
    return elements
  }

  /// `shape` as a shadow: in the shadow's colour, offset and blurred.
  private mutating func shadowShape(_ shape: SVGElement, shadow: ThemeShadow, name: String) -> SVGElement {
    var copy = shape
    copy.set("class", "shadow")
    SVGPaint.set("fill", shadow.color, on: &copy)
    if shadow.x != 0 || shadow.y != 0 {
      copy.set("transform", "translate(\(SVGNumber.list(shadow.x, shadow.y)))")
    }
    if shadow.radius > 0 {
      defs.append(blurFilter(name: name, radius: shadow.radius))
      copy.set("filter", "url(#\(id(name)))")
    }
    return copy
  }

  /// A Gaussian blur of `radius` points (SwiftUI's blur and shadow radius is about two standard
  /// deviations), with room around the shape for it to spread.
  private func blurFilter(name: String, radius: CGFloat) -> SVGElement {
    var filter = SVGElement("filter")
    filter.set("id", id(name))
    filter.set("x", "-50%")
    filter.set("y", "-50%")
    filter.set("width", "200%")
    filter.set("height", "200%")
    filter.append(SVGElement("feGaussianBlur").with("stdDeviation", radius / 2))
    return filter
  }
}
