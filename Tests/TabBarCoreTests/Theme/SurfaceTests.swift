import Foundation
import TabBarCore
import Testing

@Suite("Bar surfaces: the design's fill, the material or the glass")
struct SurfaceTests {
  /// One row of the rule: what is asked for and where, and what is painted.
  struct Row: CustomTestStringConvertible, Sendable {
    var surface: TabBarSurface
    var style: TabBarDesign
    var appearance: ThemeAppearance
    var platformHasGlass: Bool
    var reduceTransparency: Bool
    var expected: TabBarSurfacePaint
    var testDescription: String {
      "\(surface) on \(style) \(appearance)\(platformHasGlass ? ", glass" : "")"
        + (reduceTransparency ? ", Reduce Transparency" : "")
    }
  }

  static let lightBar = MaterialFill.bar(for: .light)
  static let darkBar = MaterialFill.bar(for: .dark)
  /// The floating design's capsule colour, on average: blue half way to black.
  static let floatingLight = TabBarTheme.floating.light.barFill.averageColor
  static let floatingDark = TabBarTheme.floating.dark.barFill.averageColor

  /// Every surface on every design in both appearances, with and without glass and Reduce
  /// Transparency, written out by hand.
  static let rows: [Row] = TabBarDesign.allCases.flatMap { style in
    ThemeAppearance.allCases.flatMap { appearance in
      [false, true].flatMap { hasGlass in
        [false, true].flatMap { reduce in
          TabBarSurface.allCases.map { surface in
            Row(
              surface: surface, style: style, appearance: appearance, platformHasGlass: hasGlass,
              reduceTransparency: reduce,
              expected: expected(surface, style, appearance, hasGlass: hasGlass, reduce: reduce))
          }
        }
      }
    }
  }

  /// The table's answer for one combination.
  private static func expected(
    _ surface: TabBarSurface, _ style: TabBarDesign, _ appearance: ThemeAppearance, hasGlass: Bool,
    reduce: Bool
  ) -> TabBarSurfacePaint {
    let own = appearance == .light ? style.theme.light.barFill : style.theme.dark.barFill
    // The material standing in: the design's own where its bar is a material (the material and
    // pill designs), the dark bar under the floating design's dark capsule, the light one under
    // the curved design's white bar, and the appearance's own under the indicator design's
    // clear one.
    let (material, lightness): (MaterialFill, ThemeAppearance) =
      switch (style, own) {
      case (_, .material(let ownMaterial)): (ownMaterial, appearance)
      case (.floating, _): (darkBar, .dark)
      case (.curved, _): appearance == .light ? (lightBar, .light) : (darkBar, .dark)
      default: (appearance == .light ? lightBar : darkBar, appearance)
      }
    let tint: RGBAColor? =
      style == .floating ? (appearance == .light ? floatingLight : floatingDark) : nil
    switch (surface, reduce) {
    case (.automatic, false): return .fill(own)
    case (.automatic, true): return .fill(own.opaque())
    case (_, true): return .fill(.solid(material.opaqueFallback))
    case (.glass, false) where hasGlass: return .glass(tint: tint, material: material, appearance: lightness)
    default: return .material(material, appearance: lightness)
    }
  }

  @Test(
    "Each surface paints as the table says, for every design, appearance, platform and Reduce Transparency",
    arguments: rows)
  func table(_ row: Row) {
    let fill = row.style.theme.palette(for: row.appearance).barFill
    let paint = row.surface.paint(
      over: fill, appearance: row.appearance, platformHasGlass: row.platformHasGlass,
      reduceTransparency: row.reduceTransparency)
    #expect(paint == row.expected)
  }

  @Test(
    "The table covers every design × 2 appearances × glass or not × Reduce Transparency or not × 3 surfaces")
  func tableIsWhole() {
    #expect(TabBarDesign.allCases.count >= 5)
    #expect(Self.rows.count == TabBarDesign.allCases.count * 2 * 2 * 2 * 3)
    #expect(Set(Self.rows.map(\.testDescription)).count == Self.rows.count)
  }

  @Test(
    "By default every seed design paints its own fill, exactly the palette's, with and without Reduce Transparency"
  )
  func automaticIsThePalette() {
    for style in TabBarDesign.allCases {
      for appearance in ThemeAppearance.allCases {
        for adjustments: ThemeAdjustments in [[], [.reduceTransparency]] {
          let paint = TabBarSurface.automatic.paint(
            over: style.theme.palette(for: appearance).barFill, appearance: appearance,
            platformHasGlass: true,
            reduceTransparency: adjustments.contains(.reduceTransparency))
          #expect(paint == .fill(style.theme.palette(for: appearance, adjustments: adjustments).barFill))
        }
      }
    }
  }

  @Test("The bar material the other designs fall back to is the material design's own")
  func barMaterialIsTheMaterialDesigns() {
    #expect(TabBarTheme.material.light.barFill == .material(.bar(for: .light)))
    #expect(TabBarTheme.material.dark.barFill == .material(.bar(for: .dark)))
  }

  @Test("Glass is tinted with a colour, never with a gray, a clear fill or a material")
  func tint() {
    func tint(_ fill: ThemeFill) -> RGBAColor?? {
      guard
        case .glass(let tint, _, _) = TabBarSurface.glass.paint(
          over: fill, appearance: .light, platformHasGlass: true, reduceTransparency: false)
      else { return nil }
      return .some(tint)
    }
    #expect(tint(.solid(.systemBlue)) == .some(.systemBlue))
    #expect(tint(.solid(.white)) == .some(nil))
    #expect(tint(.solid(RGBAColor(white: 0.4))) == .some(nil))
    #expect(tint(.solid(.clear)) == .some(nil))
    #expect(tint(.material(.bar(for: .dark))) == .some(nil))
  }

  @Test("Whatever is asked, Reduce Transparency paints nothing see-through")
  func reduceTransparencyIsOpaque() {
    for row in Self.rows where row.reduceTransparency {
      let paint = row.surface.paint(
        over: row.style.theme.palette(for: row.appearance).barFill, appearance: row.appearance,
        platformHasGlass: row.platformHasGlass, reduceTransparency: true)
      guard case .fill(let fill) = paint else {
        Issue.record("\(row.testDescription) painted \(paint)")
        continue
      }
      #expect(fill.opaque() == fill, "\(row.testDescription)")
    }
  }

  @Test("Surfaces are named as the preview's --surface option spells them")
  func names() {
    #expect(TabBarSurface.allCases.map(\.rawValue) == ["automatic", "material", "glass"])
  }
}
