import Foundation
import TabBarRender
import TabBarTestSupport
import Testing

@Suite("XML and SVG writing")
struct XMLWritingTests {
  static let hostile =
    "<script>alert('x')</script> & \"quotes\" \u{0}\u{1}\u{8}\u{B}\u{C}\u{1F}\u{FFFE}\u{FFFF}\t\n\r]]> 🇪🇸"

  @Test("Text escapes & < > and drops characters XML 1.0 forbids")
  func text() {
    #expect(XMLEscaping.text("Tom & Jerry <3>") == "Tom &amp; Jerry &lt;3&gt;")
    #expect(XMLEscaping.text("a\u{0}b\u{1B}c\u{FFFE}d\u{FFFF}e") == "abcde")
    #expect(XMLEscaping.text("tab\tline\n") == "tab\tline\n")
    #expect(XMLEscaping.text("it's \"ok\"") == "it's \"ok\"")
  }

  @Test("Attributes also escape both quotes and keep tabs and line breaks as references")
  func attribute() {
    #expect(XMLEscaping.attribute("say \"hi\" it's <b>") == "say &quot;hi&quot; it&apos;s &lt;b&gt;")
    #expect(XMLEscaping.attribute("a\tb\nc\rd") == "a&#9;b&#10;c&#13;d")
  }

  @Test("Hostile strings in text and attributes still make a document a real XML parser accepts")
  func hostileDocumentParses() throws {
    var document = SVGDocument(width: 100, height: 50)
    var text = SVGElement("text")
    text.set("data-title", Self.hostile)
    text.append(text: Self.hostile)
    document.root.append(text)
    #expect(try XMLLint.problems(in: document.xml) == nil)
  }

  @Test("Numbers have at most three decimals, no -0, no exponent, and never NaN or infinity")
  func numbers() {
    #expect(SVGNumber.format(12.5) == "12.5")
    #expect(SVGNumber.format(3.0) == "3")
    #expect(SVGNumber.format(0.1236) == "0.124")
    #expect(SVGNumber.format(-0.0001) == "0")
    #expect(SVGNumber.format(-0.0) == "0")
    #expect(SVGNumber.format(-2.05) == "-2.05")
    #expect(SVGNumber.format(0.007) == "0.007")
    #expect(SVGNumber.format(1e-9) == "0")
    #expect(SVGNumber.format(1e20)?.contains("e") == false)
    #expect(SVGNumber.format(.nan) == nil)
    #expect(SVGNumber.format(.infinity) == nil)
    #expect(SVGNumber.format(-.infinity) == nil)
  }

  @Test("Attributes keep the order they were set in; setting one again keeps its place")
  func attributeOrder() {
    var rect = SVGElement("rect")
    rect.set("y", 2)
    rect.set("x", 1)
    rect.set("y", 3)
    rect.set("width", .nan)
    #expect(rect.xml == "<rect y=\"3\" x=\"1\"/>\n")
  }

  @Test("Children are indented one element a line; an element holding only text stays on one line")
  func layout() {
    let group = SVGElement("g").with(child: SVGElement("text", children: [.text("A & B")]))
      .with(child: SVGElement("circle").with("r", 2))
    #expect(group.xml == "<g>\n  <text>A &amp; B</text>\n  <circle r=\"2\"/>\n</g>\n")
  }

  @Test("The same drawing always gives byte-identical output")
  func deterministic() {
    func draw() -> String {
      var document = SVGDocument(width: 390.333, height: 844)
      for index in 0..<20 {
        document.root.append(
          SVGElement("rect").with("x", CGFloat(index) / 3).with("fill", "#\(index)").with("height", 1e9))
      }
      return document.xml
    }
    #expect(draw() == draw())
    #expect(draw().contains("viewBox=\"0 0 390.333 844\""))
  }

  @Test("A document's size is never negative or NaN")
  func documentSize() throws {
    let document = SVGDocument(width: .nan, height: -4)
    #expect(document.xml.contains("width=\"0\" height=\"0\" viewBox=\"0 0 0 0\""))
    #expect(try XMLLint.problems(in: document.xml) == nil)
  }
}
