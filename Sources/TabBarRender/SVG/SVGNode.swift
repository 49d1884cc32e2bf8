/// A piece of an SVG (or XHTML) document: an element, or text between tags.
package enum SVGNode: Sendable, Hashable {
  /// An element with its attributes and children.
  case element(SVGElement)
  /// Text, escaped when written.
  case text(String)
}
