import Foundation

/// An XML element built in code and written deterministically: attributes in the order they were
/// set, numbers through ``SVGNumber``, text and values through ``XMLEscaping``.
///
/// ```swift
/// let rect = SVGElement("rect").with("x", 10).with("width", 20.5).with("fill", "#ff0000")
/// rect.xml   // <rect x="10" width="20.5" fill="#ff0000"/>
/// ```
package struct SVGElement: Sendable, Hashable {
  /// The element's name, such as `rect` (a constant of the code, never user text).
  package var name: String
  /// The attributes, in the order they are written.
  package private(set) var attributes: [(name: String, value: String)] = []
  /// The children, in order.
  package var children: [SVGNode]

  /// Creates an element with no attributes.
  package init(_ name: String, children: [SVGNode] = []) {
    self.name = name
    self.children = children
  }

  /// Sets the attribute `name` to `value`: an existing one keeps its place, a new one goes last.
  package mutating func set(_ name: String, _ value: String) {
    if let index = attributes.firstIndex(where: { $0.name == name }) {
      attributes[index].value = value
    } else {
      attributes.append((name, value))
    }
  }

  /// Sets a numeric attribute, formatted by ``SVGNumber``; NaN leaves the attribute out.
  package mutating func set(_ name: String, _ value: CGFloat) {
    if let text = SVGNumber.format(value) { set(name, text) }
  }

  /// A copy with the attribute `name` set to `value` (see ``set(_:_:)-(String,String)``).
  package func with(_ name: String, _ value: String) -> SVGElement {
    var copy = self
    copy.set(name, value)
    return copy
  }

  /// A copy with the numeric attribute `name` set to `value`; NaN leaves it out.
  package func with(_ name: String, _ value: CGFloat) -> SVGElement {
    var copy = self
    copy.set(name, value)
    return copy
  }

  /// A copy with `child` appended.
  package func with(child: SVGElement) -> SVGElement {
    var copy = self
    copy.append(child)
    return copy
  }

  /// Appends a child element.
  package mutating func append(_ child: SVGElement) { children.append(.element(child)) }

  /// Appends text.
  package mutating func append(text: String) { children.append(.text(text)) }

  /// The element as XML: one element a line, children indented by two spaces; an element whose
  /// children are all text stays on one line.
  package var xml: String {
    var output = ""
    write(into: &output, depth: 0)
    return output
  }

  /// Writes the element into `output` at `depth` levels of indentation, ending with a newline;
  /// `indentation` is one level's text (two spaces, or "" for compact pages).
  package func write(into output: inout String, depth: Int, indentation: String = "  ") {
    let indent = String(repeating: indentation, count: depth)
    output += indent + "<" + name
    for attribute in attributes {
      output += " " + attribute.name + "=\"" + XMLEscaping.attribute(attribute.value) + "\""
    }
    if children.isEmpty {
      output += "/>\n"
      return
    }
    let inline = children.allSatisfy { if case .text = $0 { true } else { false } }
    output += ">"
    if inline {
      for case .text(let text) in children { output += XMLEscaping.text(text) }
      output += "</" + name + ">\n"
      return
    }
    output += "\n"
    for child in children {
      switch child {
      case .element(let element): element.write(into: &output, depth: depth + 1, indentation: indentation)
      case .text(let text): output += indent + indentation + XMLEscaping.text(text) + "\n"
      }
    }
    output += indent + "</" + name + ">\n"
  }

  /// Whether two elements have the same name, attributes in the same order, and children.
  package static func == (lhs: SVGElement, rhs: SVGElement) -> Bool {
    lhs.name == rhs.name && lhs.children == rhs.children
      && lhs.attributes.elementsEqual(rhs.attributes) { $0.name == $1.name && $0.value == $1.value }
  }

  /// Hashes the name, attributes and children.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    for attribute in attributes {
      hasher.combine(attribute.name)
      hasher.combine(attribute.value)
    }
    hasher.combine(children)
  }
}
