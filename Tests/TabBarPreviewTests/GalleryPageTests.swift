import Foundation
import TabBarRender
import TabBarTestSupport
import Testing

/// The gallery page as a browser shows it: headless Chromium loads it, runs its self-test
/// (which clicks a tab), and takes screenshots.
@Suite("Gallery in a browser", .serialized)
struct GalleryPageTests {
  static func writeGallery(_ scratch: ScratchDirectory) throws -> String {
    let run = try PreviewExecutable.run(["gallery", "--out", scratch.path("site")])
    #expect(run.status == 0, "\(run.error)")
    return "file://" + scratch.path("site/index.html")
  }

  @Test("The seed designs come first, the Spanish one in Spanish, and every grid bar is labelled")
  func content() throws {
    let scratch = try ScratchDirectory("gallery-content")
    defer { scratch.remove() }
    _ = try Self.writeGallery(scratch)
    let html = try String(contentsOfFile: scratch.path("site/index.html"), encoding: .utf8)
    let presets = try #require(html.range(of: "<section id=\"presets\">"))
    let grid = try #require(html.range(of: "<section id=\"grid\">"))
    #expect(presets.lowerBound < grid.lowerBound)
    for word in ["Inicio", "Buscar", "Avisos", "Perfil"] { #expect(html.contains(">\(word)</text>")) }
    // Every design, light and dark, and the material design's bar on a 45 mm watch; the grid (192
    // bars a design), the overflow cases (3 a design), the accessibility settings (6 a design),
    // Liquid Glass (8), and the sequences moving with the user (6).
    let designs = TabBarDesign.allCases.count
    #expect(designs >= 4)
    #expect(html.components(separatedBy: "<figure class=\"preset\"").count - 1 == designs * 2 + 1)
    #expect(html.contains("Material on Apple Watch, 45 mm"))
    for design in TabBarDesign.allCases { #expect(html.contains(">\(design.title) (light)</figcaption>")) }
    #expect(
      html.components(separatedBy: "<figcaption>").count - 1
        == (designs * 2 + 1) + designs * 192 + designs * 3 + designs * 6 + 8 + 6)
    #expect(html.components(separatedBy: "<figure class=\"sequence\"").count - 1 == 6)
    #expect(html.contains("material · dark · Reduce Transparency + Increase Contrast"))
    #expect(html.contains("<section id=\"glass\">"))
    #expect(html.contains("floating · light · glass · Reduce Transparency"))
    #expect(html.contains("curved · dark · RTL · 820 pt · accessibility3 · 5 tabs · badges"))
  }

  @Test(
    "In Chromium the page's self-test passes: clicking a tab plays frames and selects it, with no console error"
  )
  func selfTest() throws {
    let scratch = try ScratchDirectory("gallery-selftest")
    defer { scratch.remove() }
    let url = try Self.writeGallery(scratch)
    let chromium = try HeadlessChromium(scratch: scratch)
    let load = try chromium.dumpDOM(url + "#selftest")
    #expect(load.dom.contains("id=\"selftest\" data-result=\"pass\""), "\(load.dom.prefix(300))")
    #expect(load.consoleMessages.isEmpty, "\(load.consoleMessages)")
  }

  @Test("The console check and the self-test can fail: a broken page is caught")
  func brokenPageIsCaught() throws {
    let scratch = try ScratchDirectory("gallery-broken")
    defer { scratch.remove() }
    _ = try Self.writeGallery(scratch)
    let page = scratch.path("site/index.html")
    var html = try String(contentsOfFile: page, encoding: .utf8)
    html = html.replacingOccurrences(of: "figure.preset svg", with: "figure.nothing svg")
    html = html.replacingOccurrences(of: "'use strict';", with: "'use strict'; console.error('broken');")
    try Data(html.utf8).write(to: URL(fileURLWithPath: page))
    let load = try HeadlessChromium(scratch: scratch).dumpDOM("file://" + page + "#selftest")
    #expect(load.dom.contains("data-result=\"fail: "))
    #expect(load.consoleMessages.contains { $0.contains("broken") })
  }

  @Test("A screenshot of the page is not blank, and clicking a tab changes the picture")
  func screenshots() throws {
    let scratch = try ScratchDirectory("gallery-screenshots")
    defer { scratch.remove() }
    let url = try Self.writeGallery(scratch)
    let chromium = try HeadlessChromium(scratch: scratch)
    let blankPage = scratch.path("blank.html")
    try Data("<html><body style=\"background:#e5e5ea\"></body></html>".utf8).write(
      to: URL(fileURLWithPath: blankPage))
    let blank = try chromium.screenshot("file://" + blankPage, width: 1000, height: 700)
    let before = try chromium.screenshot(url, width: 1000, height: 700)
    let after = try chromium.screenshot(url + "#selftest", width: 1000, height: 700)
    for image in [blank, before, after] {
      #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
    // A uniform page compresses to almost nothing; bars, icons and text do not.
    #expect(before.count > blank.count * 5, "\(before.count) bytes against \(blank.count) for a blank page")
    #expect(before != after)
  }

  @Test("The animate page plays its frames by itself in Chromium, with no console error")
  func animationPagePlays() throws {
    let scratch = try ScratchDirectory("animate-page")
    defer { scratch.remove() }
    let run = try PreviewExecutable.run([
      "animate", "--style", "curved", "--to", "4", "--out", scratch.path("frames"),
    ])
    #expect(run.status == 0, "\(run.error)")
    let page = try #require(
      try FileManager.default.contentsOfDirectory(atPath: scratch.path("frames")).first {
        $0.hasSuffix(".html")
      })
    let load = try HeadlessChromium(scratch: scratch).dumpDOM("file://" + scratch.path("frames/" + page))
    let played = load.dom.firstRange(of: #/data-played="(\d+)"/#).flatMap {
      Int(load.dom[$0].filter(\.isNumber))
    }
    let transition = try PreviewTransition.of(PreviewTransition.options(.curved), from: 1, to: 4)
    #expect((played ?? 0) > transition.frameCount)
    #expect(load.consoleMessages.isEmpty, "\(load.consoleMessages)")
  }
}
