import Foundation
import TabBarRender
import Testing

@Suite("Colours as SVG paint")
struct ColourPaintTests {
  @Test("A colour whose components were set out of 0…1 or to NaN is drawn as a valid #rrggbb, never a trap")
  func outOfRangeComponents() throws {
    var scene = try SceneFixtures.scene(.indicator)
    var color = RGBAColor(red: 0.5, green: 0.5, blue: 0.5)
    color.red = 7
    color.green = -3
    color.blue = .nan
    scene.theme.light.selectedItemColor = color
    scene.theme.light.badgeTextColor.red = .infinity
    scene.theme.light.badgeFill.alpha = .nan
    let svg = TabBarSVGRenderer.document(for: scene).xml
    let colours = svg.matches(of: /="#([0-9a-f]*)"/).map { String($0.output.1) }
    #expect(!colours.isEmpty)
    #expect(colours.allSatisfy { $0.count == 6 }, "\(colours.filter { $0.count != 6 })")
    #expect(svg.contains("=\"#ff0000\""), "red 7 → ff, green −3 → 00, blue NaN → 00")
  }
}
