import Foundation
import TabBarRender
import TabBarTestSupport
import Testing

@Suite("Symbol glyphs")
struct SymbolCatalogTests {
  static let required = [
    "house", "magnifyingglass", "heart", "person", "person.2", "bell", "gear", "plus", "bag",
    "sparkle.magnifyingglass", "message", "star", "cart", "calendar", "bookmark", "ellipsis",
  ]

  @Test("Every symbol the presets and the README use has its own drawing")
  func required() {
    for name in Self.required {
      let glyph = SymbolCatalog.glyph(named: name)
      #expect(glyph.name == name)
      #expect(!glyph.isFilled)
    }
    #expect(Set(SymbolCatalog.drawnNames) == Set(Self.required))
  }

  @Test("No two symbols share a drawing, and none is the neutral square")
  func distinct() {
    let drawings = Self.required.map { SymbolCatalog.glyph(named: $0).pathData }
    #expect(Set(drawings).count == drawings.count)
    #expect(!drawings.contains(SymbolCatalog.glyph(named: "not.a.symbol").pathData))
  }

  @Test(".fill names draw the filled variant where there is one and fall back to the outline")
  func fillVariants() {
    for name in SymbolCatalog.filledNames {
      let glyph = SymbolCatalog.glyph(named: name + ".fill")
      #expect(glyph.isFilled && glyph.name == name + ".fill")
    }
    let search = SymbolCatalog.glyph(named: "magnifyingglass.fill")
    #expect(!search.isFilled && search.name == "magnifyingglass")
    #expect(SymbolCatalog.filledNames.contains("house"))
  }

  @Test("Unknown and hostile names get the neutral rounded square")
  func neutral() {
    for name in ["airplane", "", ".fill", "../../etc/passwd", "<g>", "house.fill.fill"] {
      #expect(SymbolCatalog.glyph(named: name).name == SymbolCatalog.neutralName, "\(name)")
    }
  }

  @Test("Every glyph stays inside its 24 × 24 design grid, strokes included")
  func insideGrid() {
    let margin = SymbolGlyph.strokeWidth / 2
    for name in Self.required + [SymbolCatalog.neutralName] {
      let data = SymbolCatalog.glyph(named: name).pathData
      let numbers = data.split { !"0123456789.-".contains($0) }.compactMap { Double($0) }
      #expect(!numbers.isEmpty)
      for number in numbers {
        #expect(number >= margin && number <= 24 - margin || number == 0 || number == 1, "\(name): \(number)")
      }
    }
  }

  @Test("Every glyph's path data makes a well-formed SVG")
  func parses() throws {
    var document = SVGDocument(width: 24, height: 24)
    for name in Self.required {
      document.root.append(SVGElement("path").with("d", SymbolCatalog.glyph(named: name).pathData))
    }
    #expect(try XMLLint.problems(in: document.xml) == nil)
  }
}
