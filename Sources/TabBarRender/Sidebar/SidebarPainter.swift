import Foundation

/// One sidebar picture in progress: walks the scene's groups and collects SVG layers.
struct SidebarPainter {
  let scene: SidebarPicture
  let size: CGSize
  let prefix: String
  let palette: TabBarPalette
  let column: CGFloat
  let rtl: Bool
  /// The colour of icons, toggles and the selection highlight: the style's selected colour
  /// when it stands out from the column, else the system blue.
  let accent: RGBAColor
  /// The colour of text and icons on the highlight: white or black, whichever reads better.
  let onAccent: RGBAColor
  /// The column's fill.
  let columnFill: RGBAColor
  private(set) var layers: [SVGElement] = []
  private(set) var glyphsUsed: Set<String> = []

  init(scene: SidebarPicture, size: CGSize, prefix: String) {
    self.scene = scene
    self.size = size
    self.prefix = prefix
    self.palette = scene.palette
    self.column = SidebarGeometry.columnWidth(in: size.width)
    self.rtl = scene.layoutDirection == .rightToLeft
    let dark = scene.appearance == .dark
    let fill = dark ? SidebarSVGRenderer.columnFill.dark : SidebarSVGRenderer.columnFill.light
    let selected = scene.palette.selectedItemColor
    let accent =
      selected.contrastRatio(with: fill) >= SidebarSVGRenderer.minimumAccentContrast
      ? selected : (dark ? RGBAColor.systemBlueDark : .systemBlue)
    self.columnFill = fill
    self.accent = accent
    self.onAccent = accent.contrastRatio(with: .white) >= accent.contrastRatio(with: .black) ? .white : .black
  }

  /// The primary text colour of the appearance.
  private var textColor: RGBAColor { scene.appearance == .dark ? .white : .black }

  mutating func draw() {
    let backdrop = CGRect(origin: .zero, size: size)
    layers.append(
      SVGShapes.rectangle(backdrop, cornerRadius: 0).with("class", "backdrop")
        .with("fill", "url(#\(PreviewBackdrop.patternID(for: scene.appearance, prefix: prefix)))"))
    var panel = SVGShapes.rectangle(
      mirrored(CGRect(x: 0, y: 0, width: column, height: size.height)), cornerRadius: 0)
    panel.set("class", "sidebar")
    SVGPaint.set("fill", columnFill, on: &panel)
    layers.append(panel)
    var y = SidebarGeometry.topInset
    for group in scene.groups {
      if let title = group.title {
        layers.append(header(title, y: y))
        y += SidebarGeometry.headerHeight
      }
      for row in group.rows {
        layers.append(rowElement(row, y: y))
        y += SidebarGeometry.rowHeight
      }
      y += SidebarGeometry.groupGap
    }
  }

  // MARK: Parts

  private func header(_ title: String, y: CGFloat) -> SVGElement {
    let x = SidebarGeometry.rowInset + SidebarGeometry.iconLeading
    var text = textElement(
      title, x: x, width: column - 2 * x, baseline: y + SidebarGeometry.headerHeight * 0.7,
      fontSize: SidebarGeometry.headerFontSize, weight: .bold)
    text.set("class", "header")
    SVGPaint.set("fill", textColor, on: &text)
    return text
  }

  private mutating func rowElement(_ row: SidebarRow, y: CGFloat) -> SVGElement {
    let geometry = SidebarGeometry.row(y: y, column: column, editing: scene.isEditing)
    let isSelected = row.id == scene.selectedID && !scene.isEditing
    var group = SVGElement("g")
    group.set("class", isSelected ? "row selected" : "row")
    group.set("data-id", row.id)
    if row.isHidden {
      group.set("opacity", SidebarSVGRenderer.hiddenRowOpacity)
    } else if !row.item.isEnabled {
      group.set("opacity", palette.disabledOpacity)
    }
    if isSelected {
      var highlight = SVGShapes.rectangle(
        mirrored(geometry.frame), cornerRadius: SidebarGeometry.rowCornerRadius)
      SVGPaint.set("fill", accent, on: &highlight)
      group.append(highlight)
    }
    group.append(glyph(row.item.symbol, center: geometry.iconCenter, color: isSelected ? onAccent : accent))
    let baseline =
      geometry.frame.midY + TextMeasurement.centeredBaselineOffset(fontSize: SidebarGeometry.titleFontSize)
    var title = textElement(
      row.item.title, x: geometry.titleX, width: geometry.titleWidth, baseline: baseline,
      fontSize: SidebarGeometry.titleFontSize, weight: isSelected ? .semibold : .regular)
    SVGPaint.set("fill", isSelected ? onAccent : textColor, on: &title)
    group.append(title)
    if let badge = row.item.badge?.displayText {
      group.append(badgeElement(badge, at: geometry.badgeCenter))
    }
    if scene.isEditing { appendEditControls(row, geometry: geometry, to: &group) }
    return group
  }

  /// Edit mode's hide toggle (a filled circle with a check when shown, an empty ring when
  /// hidden, dimmed when the tab cannot be hidden) and reorder handle.
  private func appendEditControls(
    _ row: SidebarRow, geometry: SidebarGeometry.Row, to group: inout SVGElement
  ) {
    if let center = geometry.toggleCenter {
      let point = mirrored(center)
      let radius = SidebarGeometry.toggleDiameter / 2
      var toggle = SVGElement("g").with("class", row.isHidden ? "toggle off" : "toggle on")
      var circle = SVGElement("circle").with("cx", point.x).with("cy", point.y).with("r", radius)
      if row.isHidden {
        circle.set("fill", "none")
        SVGPaint.set("stroke", .systemGray, on: &circle)
        circle.set("stroke-width", 1.5)
      } else {
        SVGPaint.set("fill", row.canHide ? accent : .systemGray, on: &circle)
        if !row.canHide { toggle.set("opacity", SidebarSVGRenderer.fixedToggleOpacity) }
      }
      toggle.append(circle)
      if !row.isHidden { toggle.append(checkmark(at: point, radius: radius)) }
      group.append(toggle)
    }
    if row.canMove, let handle = geometry.handleFrame {
      var lines = SVGElement("g").with("class", "handle")
      SVGPaint.set("stroke", .systemGray, on: &lines)
      lines.set("stroke-width", 1.5)
      lines.set("stroke-linecap", "round")
      for step in 0..<3 {
        let y = handle.minY + CGFloat(step) * handle.height / 2
        let from = mirrored(CGPoint(x: handle.minX, y: y))
        let to = mirrored(CGPoint(x: handle.maxX, y: y))
        lines.append(SVGElement("line").with("x1", from.x).with("y1", y).with("x2", to.x).with("y2", y))
      }
      group.append(lines)
    }
  }

  private func checkmark(at center: CGPoint, radius: CGFloat) -> SVGElement {
    let r = radius * 0.45
    let points = [(-r, 0), (-r * 0.25, r * 0.7), (r, -r * 0.6)].map { (center.x + $0.0, center.y + $0.1) }
    var path = SVGElement("polyline")
    path.set("points", points.map { SVGNumber.list($0.0, $0.1) }.joined(separator: " "))
    path.set("fill", "none")
    path.set("stroke-width", 2)
    path.set("stroke-linecap", "round")
    SVGPaint.set("stroke", onAccent, on: &path)
    return path
  }

  private func badgeElement(_ text: String, at center: CGPoint) -> SVGElement {
    SVGShapes.badge(text, at: mirrored(center), iconSize: SidebarGeometry.iconSize, palette: palette) {
      text, frame, size in
      var element = SVGElement("text").with("x", frame.midX)
        .with("y", frame.midY + TextMeasurement.centeredBaselineOffset(fontSize: size)).with(
          "font-size", size
        )
        .with("text-anchor", "middle")
      element.append(text: text)
      return element
    }
  }

  // MARK: Helpers

  private mutating func glyph(_ symbol: String, center: CGPoint, color: RGBAColor) -> SVGElement {
    let drawn = SVGShapes.glyph(
      symbol, center: mirrored(center), side: SidebarGeometry.iconSize, scale: 1, color: color, prefix: prefix
    )
    glyphsUsed.insert(drawn.name)
    return drawn.element
  }

  /// Text whose leading edge is at `x` (left to right), cut with "…" to `width`.
  private func textElement(
    _ text: String, x: CGFloat, width: CGFloat, baseline: CGFloat, fontSize: CGFloat, weight: FontWeight
  ) -> SVGElement {
    let shown = TextMeasurement.truncated(text, toWidth: max(width, 0), fontSize: fontSize, weight: weight)
    var element = SVGElement("text")
    element.set("x", rtl ? size.width - x : x)
    element.set("y", baseline)
    element.set("font-size", fontSize)
    element.set("text-anchor", "start")
    if weight != .regular { element.set("font-weight", String(weight.numericValue)) }
    if rtl { element.set("direction", "rtl") }
    element.append(text: shown)
    return element
  }

  private func mirrored(_ rect: CGRect) -> CGRect { rtl ? rect.mirrored(aroundX: size.width / 2) : rect }

  private func mirrored(_ point: CGPoint) -> CGPoint { rtl ? point.mirrored(aroundX: size.width / 2) : point }
}
