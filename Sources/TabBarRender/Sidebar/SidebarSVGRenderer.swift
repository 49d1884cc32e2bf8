import Foundation

/// Draws the sidebar presentation (``SidebarPicture``) as SVG: a column on the window's leading
/// side listing the core's groups (headers, then rows with icon, title and badge), the selected
/// row highlighted in the style's selected colour, and in edit mode a hide toggle before each
/// row and a reorder handle after each movable one. Right to left mirrors the picture; text
/// still reads right to left.
///
/// ```swift
/// let svg = SidebarSVGRenderer.document(for: scene).xml
/// ```
package enum SidebarSVGRenderer {
  /// The column's fill in light and dark (iPadOS's grouped background).
  static let columnFill = (
    light: RGBAColor(red255: 242, green255: 242, blue255: 247), dark: RGBAColor.systemBackgroundDarkElevated
  )
  /// The least contrast the style's selected colour needs against the column to be the
  /// sidebar's accent; below it the system blue stands in (a floating style's white, say).
  static let minimumAccentContrast: CGFloat = 3
  /// The opacity of a hidden row in edit mode.
  static let hiddenRowOpacity: CGFloat = 0.45
  /// The opacity of the toggle of a tab that cannot be hidden.
  static let fixedToggleOpacity: CGFloat = 0.4

  /// A standalone SVG file of the scene, the size of its window.
  /// - Parameters:
  ///   - scene: What to draw.
  ///   - idPrefix: Prefixes every id the drawing defines, so several drawings can share a page.
  package static func document(for scene: SidebarPicture, idPrefix: String = "sb-") -> SVGDocument {
    let size = CGSize(width: sane(scene.containerSize.width), height: sane(scene.containerSize.height))
    var document = SVGDocument(width: size.width, height: size.height)
    document.root.set("role", "img")
    let titles = scene.groups.flatMap(\.rows).map(\.item.title).joined(separator: ", ")
    document.root.set("aria-label", "Sidebar: \(titles)")
    var painter = SidebarPainter(scene: scene, size: size, prefix: idPrefix)
    painter.draw()
    var defs = SVGElement("defs")
    defs.append(PreviewBackdrop.pattern(for: scene.appearance, prefix: idPrefix))
    for name in painter.glyphsUsed.sorted() {
      defs.append(TabBarSVGRenderer.glyphDefinition(key: name, prefix: idPrefix))
    }
    var group = SVGElement("g")
    group.set("font-family", TabBarSVGRenderer.fontFamily)
    group.children = painter.layers.map(SVGNode.element)
    document.root.children = [.element(defs), .element(group)]
    return document
  }

  /// A window side made sane: NaN, infinite and negative sides count as 0; larger ones are cut to
  /// the preview's largest side.
  static func sane(_ side: CGFloat) -> CGFloat {
    side.isFinite ? min(max(side, 0), maximumSide) : 0
  }

  /// The largest window side drawn, in points.
  static let maximumSide: CGFloat = 100_000
}
