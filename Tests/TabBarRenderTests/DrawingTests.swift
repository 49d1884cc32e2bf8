import Foundation
import TabBarHostileInput
import TabBarRender
import TabBarTestSupport
import Testing

@Suite("Drawing a layout")
struct DrawingTests {
  @Test("The bar is the core's outline, written verbatim, and its fill follows the theme")
  func outlineFromTheCore() throws {
    for style in TabBarDesign.allCases {
      let scene = try SceneFixtures.scene(style)
      let svg = TabBarSVGRenderer.document(for: scene).xml
      #expect(svg.contains("d=\"\(scene.layout.outline.path().svgPathData)\""), "\(style)")
    }
    let floating = TabBarSVGRenderer.document(for: try SceneFixtures.scene(.floating)).xml
    #expect(floating.contains("<radialGradient"))
    let curved = TabBarSVGRenderer.document(for: try SceneFixtures.scene(.curved)).xml
    #expect(curved.contains("<linearGradient"))
    #expect(curved.contains("stop-color=\"#007aff\"") && curved.contains("stop-color=\"#af52de\""))
  }

  @Test("Every tab's icon is centred on the core's icon frame and scaled by its icon scale")
  func iconsAtTheirFrames() throws {
    let scene = try SceneFixtures.scene(.material)
    let svg = TabBarSVGRenderer.document(for: scene).xml
    for item in scene.layout.items {
      let frame = item.iconFrame
      let scale = frame.width / SymbolGlyph.designSize * item.iconScale
      let transform = "translate(\(SVGNumber.list(frame.midX, frame.midY))) scale(\(SVGNumber.list(scale)))"
      #expect(svg.contains(transform), "item \(item.id)")
    }
    #expect(scene.layout.items.contains { $0.iconScale > 1 })
  }

  @Test("With a theme's fill variant the selected tab draws the filled symbol, the others the outline")
  func symbolVariants() throws {
    var scene = try SceneFixtures.scene(.indicator, selectedID: "tab1")
    scene.theme.selectedSymbolVariant = .fill
    let svg = TabBarSVGRenderer.document(for: scene).xml
    #expect(svg.contains("href=\"#tb-glyph-house-fill\""))
    #expect(svg.contains("href=\"#tb-glyph-bell\""))
    #expect(!svg.contains("href=\"#tb-glyph-bell-fill\""))
    #expect(svg.contains("<path id=\"tb-glyph-house-fill\""))
  }

  @Test("Selected Search, Settings and More draw their plain symbol, as .symbolVariant(.fill) falls back")
  func selectedSymbolsWithoutFill() throws {
    let items = try TabItems(
      [
        ("home", "house"), ("search", "magnifyingglass"), ("settings", "gear"), ("a", "bell"),
        ("b", "person"),
        ("c", "heart"),
      ].map { TabItem(id: $0.0, title: $0.0, symbol: $0.1) })
    let adaptation = TabBarAdaptation(
      items: items, platform: .iPhone, sizeClass: .compact, containerWidth: 390)
    let bar = try adaptation.barItems(of: items, moreTitle: "More")
    let more = try #require(bar.all.last)
    #expect(adaptation.showsMoreItem && more.symbol == "ellipsis")
    for (id, glyph) in [("search", "magnifyingglass"), ("settings", "gear"), (more.id, "ellipsis")] {
      let scene = try SceneFixtures.scene(.indicator, items: bar, selectedID: id)
      let svg = TabBarSVGRenderer.document(for: scene).xml
      let selected = try #require(svg.range(of: "class=\"item selected\""), "\(id) is drawn selected")
      let use = try #require(svg[selected.upperBound...].range(of: "<use href=\"#tb-glyph-"))
      #expect(svg[use.upperBound...].hasPrefix(glyph + "\""), "\(id) draws \(glyph)")
      let path = try #require(svg.range(of: "<path id=\"tb-glyph-\(glyph)\" d=\""), "\(glyph) is defined")
      #expect(!svg[path.upperBound...].hasPrefix("\""), "\(glyph) draws a non-empty path")
      #expect(
        SymbolCatalog.glyph(named: glyph).pathData != SymbolCatalog.glyph(named: "not.a.symbol").pathData)
    }
  }

  @Test("Badges show the core's display text: a count, and 99+ above 99, in red with white text")
  func badges() throws {
    let svg = TabBarSVGRenderer.document(for: try SceneFixtures.scene(.indicator)).xml
    #expect(svg.contains(">3</text>"))
    #expect(svg.contains(">99+</text>"))
    #expect(!svg.contains(">120<"))
    #expect(svg.contains("fill=\"#ff3b30\""))
  }

  @Test("A title too long for its label frame is cut with … and the cut text fits")
  func truncatedLabels() throws {
    let items = try SceneFixtures.items(
      action: false, titles: ["Home", "Notifications and messages", "Alerts", "Profile"])
    let scene = try SceneFixtures.scene(.indicator, width: 320, items: items)
    let svg = TabBarSVGRenderer.document(for: scene).xml
    #expect(svg.contains("…</text>"))
    #expect(!svg.contains(">Notifications and messages</text>"))
    let frame = try #require(scene.layout.items.first { $0.id == "tab2" }).labelFrame
    let shown = TextMeasurement.truncated(
      "Notifications and messages", toWidth: frame.width, fontSize: scene.layout.labelFontSize)
    #expect(svg.contains(">\(shown)</text>"))
  }

  @Test("Right-to-left labels read right to left; badge counts do not turn around")
  func rightToLeft() throws {
    let svg = TabBarSVGRenderer.document(for: try SceneFixtures.scene(.material, direction: .rightToLeft)).xml
    #expect(svg.contains("direction=\"rtl\" fill=\"#007aff\">Home</text>"))
    #expect(svg.contains("fill=\"#ffffff\">99+</text>"))
    #expect(!svg.contains("direction=\"rtl\" fill=\"#ffffff\">99+"))
  }

  @Test("A disabled tab is dimmed with the palette's disabled opacity")
  func disabled() throws {
    var all = try SceneFixtures.items(action: false).all
    all[2].isEnabled = false
    let scene = try SceneFixtures.scene(.indicator, items: try TabItems(all))
    let svg = TabBarSVGRenderer.document(for: scene).xml
    let opacity = try #require(SVGNumber.format(scene.palette.disabledOpacity))
    #expect(svg.contains("data-id=\"tab3\" opacity=\"\(opacity)\""))
    #expect(!svg.contains("data-id=\"tab2\" opacity="))
  }

  @Test("A material bar blurs the backdrop under a translucent tint; Reduce Transparency makes it opaque")
  func material() throws {
    let translucent = TabBarSVGRenderer.document(for: try SceneFixtures.scene(.material)).xml
    #expect(translucent.contains("<feGaussianBlur stdDeviation=\"10\"/>"))
    #expect(translucent.contains("clip-path=\"url(#tb-bar-clip)\""))
    #expect(translucent.contains("fill-opacity=\"0.72\""))
    let opaque = TabBarSVGRenderer.document(
      for: try SceneFixtures.scene(.material, adjustments: .reduceTransparency)
    ).xml
    #expect(!opaque.contains("tb-bar-clip"))
    #expect(!opaque.contains("fill-opacity=\"0.72\""))
  }

  @Test("Hostile titles and symbol names are escaped and the document still parses")
  func hostileInput() throws {
    let titles = ["<script>&amp;", "\"quoted\" 'single'", "\u{0}\u{7}nul\u{FFFE}", "👨‍👩‍👧‍👦 e\u{301}"]
    var all = try SceneFixtures.items(action: false, titles: titles).all
    all[0].symbol = "../../etc/passwd\"/>"
    let scene = try SceneFixtures.scene(.floating, items: try TabItems(all))
    let svg = TabBarSVGRenderer.document(for: scene).xml
    #expect(try XMLLint.problems(in: svg) == nil)
    #expect(!svg.contains("<script>"))
    #expect(svg.contains("tb-glyph-neutral"))
  }

  @Test("Every corpus string as a title and a badge, in each style and direction: cut to fit, parses as XML")
  func hostileCorpus() throws {
    let scratch = try ScratchDirectory("hostile-drawing")
    defer { scratch.remove() }
    var files: [String] = []
    var labelsChecked = 0
    for (number, title) in HostileStrings.corpus.enumerated() {
      var all = try SceneFixtures.items(action: false, titles: [title, "Home", title, "Profile"]).all
      all[0].badge = .text(title)
      all[2].badge = .text(title)
      let items = try TabItems(all)
      for style in TabBarDesign.allCases {
        for direction in [TabBarLayoutDirection.leftToRight, .rightToLeft] {
          let scene = try SceneFixtures.scene(style, direction: direction, items: items)
          for label in Self.labels(in: TabBarSVGRenderer.drawing(for: scene)) {
            labelsChecked += 1
            let frame = try #require(scene.layout.items.first { $0.id == label.id }).labelFrame
            let drawn = TextMeasurement.width(
              of: label.text, fontSize: scene.layout.labelFontSize, weight: label.weight)
            #expect(drawn <= frame.width, "string \(number), \(style), \(direction): \(label.id) \(drawn) pt")
          }
          let file = scratch.path("\(number)-\(style)-\(direction == .rightToLeft ? "rtl" : "ltr").svg")
          try Data(TabBarSVGRenderer.document(for: scene).xml.utf8).write(to: URL(fileURLWithPath: file))
          files.append(file)
        }
      }
    }
    #expect(files.count == HostileStrings.corpus.count * TabBarDesign.allCases.count * 2)
    #expect(labelsChecked > HostileStrings.corpus.count * TabBarDesign.allCases.count * 2)
    #expect(try XMLLint.problems(inFiles: files) == nil)
  }

  /// The label each item group draws (its own `<text>`, not the badge's), with its weight.
  private static func labels(in elements: [SVGElement]) -> [(id: String, text: String, weight: FontWeight)] {
    var found: [(id: String, text: String, weight: FontWeight)] = []
    for element in elements {
      let attribute = { (name: String) in element.attributes.first { $0.name == name }?.value }
      if element.name == "g", attribute("class")?.hasPrefix("item") == true, let id = attribute("data-id") {
        for case .element(let text) in element.children where text.name == "text" {
          let weightValue = text.attributes.first { $0.name == "font-weight" }?.value
          let weight = FontWeight.allCases.first { String($0.numericValue) == weightValue } ?? .regular
          let content = text.children.map { if case .text(let string) = $0 { string } else { "" } }.joined()
          found.append((id, content, weight))
        }
      }
      found += labels(
        in: element.children.compactMap { if case .element(let child) = $0 { child } else { nil } })
    }
    return found
  }

  @Test("Degenerate containers and no items still draw a valid document without NaN")
  func degenerate() throws {
    for (width, height) in [(CGFloat.nan, CGFloat.nan), (0, 0), (-10, 5), (.infinity, 100), (1, 1)] {
      for items in [try TabItems([]), try SceneFixtures.items(action: true)] {
        let scene = try SceneFixtures.scene(.curved, width: width, height: height, items: items)
        let svg = TabBarSVGRenderer.document(for: scene).xml
        #expect(try XMLLint.problems(in: svg) == nil)
        #expect(!svg.lowercased().contains("nan") && !svg.contains("inf"))
      }
    }
  }

  @Test("The same scene always draws byte-identical SVG")
  func deterministic() throws {
    let first = TabBarSVGRenderer.document(for: try SceneFixtures.scene(.curved, appearance: .dark)).xml
    let second = TabBarSVGRenderer.document(for: try SceneFixtures.scene(.curved, appearance: .dark)).xml
    #expect(first == second)
  }

  @Test("Drawings that share a library refer to it instead of carrying glyphs and backdrops")
  func sharedLibrary() throws {
    let options = TabBarSVGRenderer.Options(idPrefix: "v1-", libraryPrefix: "lib-")
    let elements = TabBarSVGRenderer.drawing(for: try SceneFixtures.scene(.indicator), options: options)
    let xml = elements.map(\.xml).joined()
    #expect(xml.contains("href=\"#lib-glyph-house\""))
    #expect(xml.contains("url(#lib-backdrop-light)"))
    #expect(!xml.contains("<pattern") && !xml.contains("id=\"lib-"))
    let library = TabBarSVGRenderer.sharedLibrary(prefix: "lib-").xml
    for name in SymbolCatalog.drawnNames {
      #expect(library.contains("id=\"lib-glyph-\(name.replacingOccurrences(of: ".", with: "-"))\""))
    }
    #expect(library.contains("id=\"lib-backdrop-dark\""))
  }

  @Test("Each tab's hit area is the core's hit frame, unless the picture takes no clicks")
  func hitAreas() throws {
    let scene = try SceneFixtures.scene(.indicator)
    let svg = TabBarSVGRenderer.document(for: scene).xml
    for item in scene.layout.items {
      let frame = item.hitFrame
      let rect =
        "<rect x=\"\(SVGNumber.list(frame.minX))\" y=\"\(SVGNumber.list(frame.minY))\""
        + " width=\"\(SVGNumber.list(frame.width))\" height=\"\(SVGNumber.list(frame.height))\" fill=\"none\""
      #expect(svg.contains(rect), "\(item.id)")
    }
    let quiet = TabBarSVGRenderer.document(for: scene, options: .init(drawsHitAreas: false)).xml
    #expect(!quiet.contains("pointer-events"))
    #expect(svg.contains("pointer-events=\"all\""))
  }
}
