import Foundation
import TabBarRender
import TabBarTestSupport
import Testing

/// The renderer's stand-in for Liquid Glass (`TabBarSurface.glass`): what it draws, what it
/// leaves out, and its golden files. Re-record them with
/// `TABBAR_RECORD=1 swift test --filter GlassDrawingTests`.
@Suite("Glass surfaces in the renderer")
struct GlassDrawingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var style: TabBarDesign
    var appearance: ThemeAppearance = .light
    var adjustments: ThemeAdjustments = []
    var name: String {
      "glass-\(style.name)-\(appearance.rawValue)-ltr-390"
        + (adjustments.contains(.reduceTransparency) ? "-reduce-transparency" : "") + ".svg"
    }
    var testDescription: String { name }
  }

  static let cases: [Case] =
    [TabBarDesign.floating, .material].flatMap { style in
      ThemeAppearance.allCases.map { Case(style: style, appearance: $0) }
    } + [Case(style: .floating, adjustments: .reduceTransparency)]

  static func scene(_ testCase: Case, surface: TabBarSurface = .glass) throws -> TabBarPicture {
    var scene = try SceneFixtures.scene(
      testCase.style, appearance: testCase.appearance, adjustments: testCase.adjustments)
    scene.surface = surface
    return scene
  }

  @Test(
    "The floating and material designs in glass, light and dark, and under Reduce Transparency, draw their golden files",
    arguments: cases)
  func golden(_ testCase: Case) throws {
    let svg = TabBarSVGRenderer.document(for: try Self.scene(testCase)).xml
    if let problem = try GoldenFile.mismatch(svg, name: testCase.name, in: GoldenSVGTests.directory) {
      Issue.record(Comment(rawValue: problem))
    }
    #expect(try XMLLint.problems(in: svg) == nil)
  }

  @Test("A floating bar's search circle in glass draws its golden file")
  func searchGolden() throws {
    var scene = try OrganizationSceneFixtures.searchBar(.floating)
    scene.surface = .glass
    let svg = TabBarSVGRenderer.document(for: scene).xml
    let name = "glass-search-floating-light-ltr-390.svg"
    if let problem = try GoldenFile.mismatch(svg, name: name, in: GoldenSVGTests.directory) {
      Issue.record(Comment(rawValue: problem))
    }
    #expect(try XMLLint.problems(in: svg) == nil)
    // The bar and the circle are both glass, each with its own rim.
    #expect(svg.components(separatedBy: "class=\"glass\"").count - 1 == 2)
  }

  @Test("Glass is the blurred backdrop, a tint, a highlight and a rim, with no design shadow")
  func standIn() throws {
    let svg = TabBarSVGRenderer.document(for: try Self.scene(Case(style: .floating))).xml
    #expect(svg.contains("id=\"tb-bar-glass-blur\""))
    #expect(svg.contains("id=\"tb-bar-glass-highlight\""))
    #expect(svg.contains("class=\"glass\""))
    #expect(svg.contains("stroke=\"#ffffff\""))
    #expect(!svg.contains("class=\"shadow\""))
    // The floating design's own gradient is not drawn: its colour tints the glass instead.
    #expect(!svg.contains("radialGradient"))
  }

  @Test(
    "Glass draws the selected tab on one lighter capsule inside its hit area, as iOS 26 does; no other surface does"
  )
  func selectionCapsule() throws {
    for style in TabBarDesign.allCases {
      let scene = try Self.scene(Case(style: style))
      let svg = TabBarSVGRenderer.document(for: scene).xml
      #expect(svg.components(separatedBy: "class=\"glass-selection\"").count - 1 == 1, "\(style)")
      let selected = try #require(scene.layout.items.first { $0.isSelected })
      let capsule = try #require(GlassStandIn.selectionCapsule(in: selected.hitFrame))
      #expect(
        selected.hitFrame.contains(capsule.frame) && capsule.frame.contains(selected.iconFrame), "\(style)")
      for plain in [
        try Self.scene(Case(style: style), surface: .automatic),
        try Self.scene(Case(style: style), surface: .material),
      ] {
        #expect(!TabBarSVGRenderer.document(for: plain).xml.contains("glass-selection"), "\(style)")
      }
    }
    let opaque = try Self.scene(Case(style: .floating, adjustments: .reduceTransparency))
    #expect(!TabBarSVGRenderer.document(for: opaque).xml.contains("glass-selection"))
    #expect(GlassStandIn.selectionCapsule(in: CGRect(x: 0, y: 0, width: 6, height: 40)) == nil)
  }

  @Test("Under Reduce Transparency glass is the opaque material: no blur, no rim, nothing see-through")
  func reduceTransparency() throws {
    let svg = TabBarSVGRenderer.document(
      for: try Self.scene(Case(style: .floating, adjustments: .reduceTransparency))
    ).xml
    #expect(!svg.contains("-glass-") && !svg.contains("class=\"glass\""))
    #expect(!svg.contains("material-blur"))
    // The dark bar material's fallback, as the floating capsule is dark.
    #expect(svg.contains("fill=\"#\(Self.hex(MaterialFill.bar(for: .dark).opaqueFallback))\""))
  }

  @Test("The material surface draws the bar material, blurred, in place of a design's own fill")
  func material() throws {
    let svg = TabBarSVGRenderer.document(for: try Self.scene(Case(style: .floating), surface: .material)).xml
    #expect(svg.contains("material-blur"))
    #expect(!svg.contains("radialGradient"))
    #expect(!svg.contains("-glass-") && !svg.contains("class=\"glass\""))
  }

  @Test(
    "Asking a design filled with its own material (material, pill) for the material changes nothing; every other design changes"
  )
  func materialOnItsOwnDesign() throws {
    for style in TabBarDesign.allCases {
      let plain = try SceneFixtures.scene(style)
      var material = plain
      material.surface = .material
      let same = TabBarSVGRenderer.document(for: material).xml == TabBarSVGRenderer.document(for: plain).xml
      let ownMaterial: Bool
      if case .material = style.theme.light.barFill { ownMaterial = true } else { ownMaterial = false }
      #expect(same == ownMaterial, "\(style)")
    }
  }

  private static func hex(_ color: RGBAColor) -> String {
    [color.red, color.green, color.blue].map { component in
      let text = String(Int((component * 255).rounded()), radix: 16)
      return text.count == 1 ? "0" + text : text
    }.joined()
  }
}
