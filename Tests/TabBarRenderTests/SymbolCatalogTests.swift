import Foundation
import TabBarRender
import TabBarTestSupport
import Testing

@Suite("Symbol glyphs")
struct SymbolCatalogTests {
  static let required = [
    "house", "magnifyingglass", "heart", "person", "person.2", "bell", "gear", "plus", "bag",
    "sparkle.magnifyingglass", "message", "star", "cart", "calendar", "bookmark", "ellipsis",
    // The floating seed's, the prominent tab's, the watch action's, and the demo's and docs' tabs.
    "homekit", "gear.circle", "bell.badge", "airplane", "folder", "plus.circle", "tray", "square.stack",
    "rectangle.stack", "person.crop.circle", "newspaper", "shippingbox", "play.circle", "clock", "camera",
    "trash", "sun.max", "archivebox", "music.note", "envelope", "paperplane", "doc", "creditcard", "tag",
    "lock", "flag", "bubble.left", "book", "books.vertical", "square.grid.2x2", "arrow.down.circle",
    "note.text", "paintpalette",
  ]
  /// The drawn symbols SF Symbols has no `.fill` variant of.
  static let withoutFill: Set = [
    "magnifyingglass", "gear", "plus", "sparkle.magnifyingglass", "calendar", "ellipsis", "homekit",
    "airplane",
    "music.note", "note.text",
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

  @Test(
    ".fill names draw the filled variant where SF Symbols has one; a .fill it lacks is not drawn as if it existed"
  )
  func fillVariants() {
    #expect(Set(SymbolCatalog.filledNames) == Set(Self.required).subtracting(Self.withoutFill))
    for name in SymbolCatalog.filledNames {
      let glyph = SymbolCatalog.glyph(named: name + ".fill")
      #expect(glyph.isFilled && glyph.name == name + ".fill")
    }
    for name in Self.withoutFill {
      #expect(SymbolCatalog.glyph(named: name + ".fill").name == SymbolCatalog.neutralName, "\(name)")
    }
  }

  @Test("The fill variant resolves to the filled symbol where there is one, else to the symbol as named")
  func resolvesVariants() {
    for name in Self.required {
      let filled = SymbolCatalog.name(of: name, in: .fill)
      #expect(filled == (Self.withoutFill.contains(name) ? name : name + ".fill"))
      #expect(SymbolCatalog.glyph(named: filled).name == filled, "a resolved name always has a drawing")
      #expect(SymbolCatalog.name(of: name, in: .plain) == name)
    }
    #expect(SymbolCatalog.name(of: "house.fill", in: .fill) == "house.fill")
    #expect(SymbolCatalog.name(of: "house.fill", in: .plain) == "house.fill")
    #expect(SymbolCatalog.name(of: "airplane", in: .fill) == "airplane")
  }

  @Test("Unknown and hostile names get the neutral rounded square")
  func neutral() {
    for name in ["zzz.unknown", "", ".fill", "../../etc/passwd", "<g>", "house.fill.fill"] {
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
