import Foundation

/// The shapes every drawing of this module is made of: rectangles, glyphs and badges, built one
/// way for the bar and the sidebar alike.
enum SVGShapes {
  /// A rectangle of `frame` (negative sizes drawn as 0), rounded by `cornerRadius` when above 0.
  static func rectangle(_ frame: CGRect, cornerRadius: CGFloat) -> SVGElement {
    var rect = SVGElement("rect")
    rect.set("x", frame.minX)
    rect.set("y", frame.minY)
    rect.set("width", max(frame.width, 0))
    rect.set("height", max(frame.height, 0))
    if cornerRadius > 0 { rect.set("rx", cornerRadius) }
    return rect
  }

  /// A `<use>` of the catalog's glyph for `symbol`, `side` points square (times `scale`) around
  /// `center`, in `color`, referring to definitions made with `prefix`; and the glyph's name,
  /// whose definition the drawing must carry.
  static func glyph(
    _ symbol: String, center: CGPoint, side: CGFloat, scale: CGFloat, color: RGBAColor,
    weight: FontWeight = .regular, prefix: String
  ) -> (element: SVGElement, name: String) {
    let glyph = SymbolCatalog.glyph(named: symbol)
    let key = SymbolGlyph.definitionKey(glyph.name, weight: weight)
    let factor = side / SymbolGlyph.designSize * (scale.isFinite && scale > 0 ? scale : 1)
    let half = SymbolGlyph.designSize / 2
    var use = SVGElement("use")
    use.set("href", "#" + TabBarSVGRenderer.glyphID(key, prefix: prefix))
    use.set(
      "transform",
      "translate(\(SVGNumber.list(center.x, center.y))) scale(\(SVGNumber.list(factor)))"
        + " translate(\(SVGNumber.list(-half, -half)))")
    if glyph.isFilled { SVGPaint.set("fill", color, on: &use) } else { use.set("fill", "none") }
    SVGPaint.set("stroke", color, on: &use)
    return (use, key)
  }

  /// A badge's oval and text at `center`, sized for icons of `iconSize`, in the palette's colours;
  /// `text` is drawn by `makeText` (so it follows the drawing's text conventions).
  static func badge(
    _ text: String, at center: CGPoint, iconSize: CGFloat, palette: TabBarPalette,
    makeText: (String, CGRect, CGFloat) -> SVGElement
  ) -> SVGElement {
    let layout = BadgeLayout(text: text, center: center, iconSize: iconSize)
    var group = SVGElement("g")
    group.set("class", "badge")
    var oval = rectangle(layout.frame, cornerRadius: layout.cornerRadius)
    SVGPaint.set("fill", palette.badgeFill, on: &oval)
    group.append(oval)
    var label = makeText(layout.text, layout.frame, layout.fontSize)
    SVGPaint.set("fill", palette.badgeTextColor, on: &label)
    group.append(label)
    return group
  }
}
