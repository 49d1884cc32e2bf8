import Foundation

/// A standalone SVG file: an XML declaration and an `<svg>` root of a given size in points
/// (one SVG user unit is one point).
///
/// ```swift
/// var document = SVGDocument(width: 390, height: 844)
/// document.root.append(SVGElement("rect").with("width", 10).with("height", 10))
/// document.xml  // "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg …"
/// ```
package struct SVGDocument: Sendable, Hashable {
  /// The SVG namespace.
  package static let namespace = "http://www.w3.org/2000/svg"

  /// The `<svg>` element; add the drawing to it.
  package var root: SVGElement

  /// Creates an empty drawing `width` × `height` points; a non-finite or negative size becomes 0.
  package init(width: CGFloat, height: CGFloat) {
    let w = width.isFinite ? max(width, 0) : 0
    let h = height.isFinite ? max(height, 0) : 0
    let viewBox = ["0", "0", SVGNumber.format(w) ?? "0", SVGNumber.format(h) ?? "0"]
    root = SVGElement("svg")
      .with("xmlns", Self.namespace)
      .with("width", w)
      .with("height", h)
      .with("viewBox", viewBox.joined(separator: " "))
  }

  /// The whole file as text: the XML declaration, then the root element.
  package var xml: String {
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    root.write(into: &output, depth: 0)
    return output
  }
}
