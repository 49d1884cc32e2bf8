import Foundation
import TabBarRender
import TabBarTestSupport
import Testing

/// The pictures a newcomer sees first are complete: every picture `scripts/render-images` draws
/// for the README and docs draws each symbol with its own glyph, never the neutral square, and
/// every picture the README and docs show is one of them.
@Suite("Pictures draw every symbol")
struct PictureGlyphTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "../.."
  )
  .standardizedFileURL

  /// The pictures of `scripts/render-images`: each name and its `render` options.
  static func pictures() throws -> [(name: String, options: [String])] {
    let script = try String(contentsOf: root.appendingPathComponent("scripts/render-images"), encoding: .utf8)
    return script.split(separator: "\n").compactMap { line in
      let text = line.trimmingCharacters(in: .whitespaces)
      guard text.hasPrefix("\""), text.hasSuffix("\""), let colon = text.firstIndex(of: ":") else {
        return nil
      }
      let name = String(text[text.index(after: text.startIndex)..<colon])
      guard !name.isEmpty, name.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) else { return nil }
      let options = text[text.index(after: colon)..<text.index(before: text.endIndex)]
      return (name, options.split(separator: " ").map(String.init))
    }
  }

  @Test("Every picture of scripts/render-images draws each of its symbols, none as the neutral square")
  func noNeutralGlyph() throws {
    let pictures = try Self.pictures()
    #expect(pictures.count >= 2 * TabBarDesign.allCases.count - 1)
    let scratch = try ScratchDirectory("pictures")
    defer { scratch.remove() }
    for picture in pictures {
      let out = scratch.path("\(picture.name).svg")
      let run = try PreviewExecutable.run(["render"] + picture.options + ["--out", out])
      #expect(run.status == 0, "\(picture.name): \(run.error)")
      let svg = try String(contentsOfFile: out, encoding: .utf8)
      #expect(svg.contains("glyph-"), "\(picture.name) draws glyphs")
      #expect(
        !svg.contains("glyph-\(SymbolCatalog.neutralName)"), "\(picture.name) falls back to the neutral glyph"
      )
    }
  }

  @Test("Every picture the README and docs show is drawn by scripts/render-images")
  func everyShownPictureIsDrawn() throws {
    let drawn = Set(try Self.pictures().map { "images/\($0.name).png" })
    let documents = ["README.md", "docs/seeds.md"]
    var shown: Set<String> = []
    for document in documents {
      let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
      for part in text.components(separatedBy: "images/").dropFirst() {
        guard let end = part.firstIndex(where: { $0 == ")" || $0 == "\"" }) else { continue }
        shown.insert("images/" + part[..<end])
      }
    }
    #expect(!shown.isEmpty)
    #expect(shown.subtracting(drawn).isEmpty, "shown but not drawn: \(shown.subtracting(drawn).sorted())")
  }
}
