import Foundation
import TabBarCore
import Testing

@Suite("Themes")
struct ThemeTests {
  static let everyCombination: [(TabBarDesign, ThemeAppearance)] = TabBarDesign.allCases.flatMap {
    style in ThemeAppearance.allCases.map { (style, $0) }
  }

  private static func isOpaque(_ fill: ThemeFill) -> Bool {
    switch fill {
    case .solid(let color): color.alpha == 1
    case .linearGradient(let gradient): gradient.stops.allSatisfy { $0.color.alpha == 1 }
    case .radialGradient(let gradient): gradient.stops.allSatisfy { $0.color.alpha == 1 }
    case .material: false
    }
  }

  @Test("The curved, material and pill designs' blue selection is the system tint, replaced by .tint")
  func selectionFollowsTint() {
    for preset in TabBarDesign.allCases {
      let follows = preset == .curved || preset == .material || preset == .pill
      for appearance in ThemeAppearance.allCases {
        for adjustments: ThemeAdjustments in [[], [.increaseContrast], [.reduceTransparency]] {
          #expect(
            preset.theme.palette(for: appearance, adjustments: adjustments).selectionFollowsTint == follows)
        }
      }
    }
  }

  @Test("Without adjustments a theme gives its light or dark palette unchanged")
  func plainPalettes() {
    for style in TabBarDesign.allCases {
      #expect(style.theme.palette(for: .light) == style.theme.light)
      #expect(style.theme.palette(for: .dark) == style.theme.dark)
      #expect(style.theme.light != style.theme.dark)
    }
  }

  @Test("Reduce Transparency leaves nothing see-through: materials become their opaque fallback")
  func reduceTransparency() {
    for (style, appearance) in Self.everyCombination {
      let palette = style.theme.palette(for: appearance, adjustments: .reduceTransparency)
      #expect(Self.isOpaque(palette.barFill), "\(style) \(appearance)")
      #expect(Self.isOpaque(palette.actionButtonFill), "\(style) \(appearance)")
      #expect(Self.isOpaque(palette.indicatorFill), "\(style) \(appearance)")
    }
    let material = TabBarTheme.material.palette(for: .light, adjustments: .reduceTransparency)
    guard case .material(let fill) = TabBarTheme.material.light.barFill else {
      Issue.record("the material theme's bar is not a material")
      return
    }
    #expect(material.barFill == .solid(fill.opaqueFallback))
  }

  @Test("Increase Contrast raises every unselected item's contrast against its bar and adds a border")
  func increaseContrast() {
    for (style, appearance) in Self.everyCombination {
      let before = style.theme.palette(for: appearance, adjustments: .reduceTransparency)
      let after = style.theme.palette(for: appearance, adjustments: [.reduceTransparency, .increaseContrast])
      let bar = before.barFill.averageColor
      let composite = { (color: RGBAColor) in bar.mixed(with: color.opaque, fraction: color.alpha) }
      let ratioBefore = composite(before.unselectedItemColor).contrastRatio(with: bar)
      let ratioAfter = composite(after.unselectedItemColor).contrastRatio(with: bar)
      #expect(ratioAfter > ratioBefore, "\(style) \(appearance): \(ratioBefore) → \(ratioAfter)")
      #expect((after.barBorder?.color.alpha ?? 0) >= TabBarTheme.increasedContrastBorderOpacity)
      #expect(after.disabledOpacity >= TabBarTheme.increasedContrastDisabledOpacity)
    }
  }

  @Test("Adjusting a palette is a pure function: the same inputs give the same palette")
  func pure() {
    for (style, appearance) in Self.everyCombination {
      let adjustments: ThemeAdjustments = [.increaseContrast, .reduceTransparency]
      #expect(
        style.theme.palette(for: appearance, adjustments: adjustments)
          == style.theme.palette(for: appearance, adjustments: adjustments))
    }
  }

  @Test("The curved preset has a blue→purple gradient action button and a blue dot")
  func curvedPreset() {
    guard case .linearGradient(let gradient) = TabBarTheme.curved.light.actionButtonFill else {
      Issue.record("the curved action button is not a linear gradient")
      return
    }
    #expect(gradient.stops.map(\.color) == [.systemBlue, .systemPurple])
    #expect(TabBarTheme.curved.light.indicatorFill == .solid(.systemBlue))
    #expect(TabBarDesign.curved.metrics(on: .iPhone).selectionMarker == .dot(diameter: 5, gap: 4))
  }

  @Test(
    "The floating preset fills its capsule with a radial blue→black gradient (2 → 350 pt) under white and secondary icons"
  )
  func floatingPreset() {
    for palette in [TabBarTheme.floating.light, TabBarTheme.floating.dark] {
      guard case .radialGradient(let gradient) = palette.barFill else {
        Issue.record("the floating bar is not a radial gradient")
        return
      }
      #expect(gradient.stops.last?.color == .black)
      #expect(gradient.stops.first.map { $0.color.blue > 0.9 && $0.color.red < 0.1 } == true)
      #expect(palette.selectedItemColor == .white)
      #expect(
        palette.unselectedItemColor == RGBAColor(red255: 235, green255: 235, blue255: 245).withAlpha(0.6))
      #expect(gradient.startRadius == 2 && gradient.endRadius == 350)
    }
    #expect(TabBarDesign.floating.metrics(on: .iPhone).labelVisibility == .selected)
  }

  @Test("The indicator preset draws a black line, black selected and gray unselected items")
  func indicatorPreset() {
    let palette = TabBarTheme.indicator.light
    #expect(palette.indicatorFill == .solid(.black))
    #expect(palette.selectedItemColor == .black)
    #expect(palette.unselectedItemColor == .systemGray)
  }

  @Test("The material preset is a translucent material with a bold selected label")
  func materialPreset() {
    guard case .material(let material) = TabBarTheme.material.light.barFill else {
      Issue.record("the material bar is not a material")
      return
    }
    #expect(material.tint.alpha < 1)
    #expect(material.blurRadius > 0)
    #expect(TabBarTheme.material.selectedLabelWeight == .bold)
    // The design names each tab's symbol itself ("house.fill"): selection does not change it.
    #expect(TabBarTheme.material.selectedSymbolVariant == .plain)
  }

  @Test("Badges are the system red with white text in every preset")
  func badges() {
    for (style, appearance) in Self.everyCombination {
      let palette = style.theme.palette(for: appearance)
      #expect([RGBAColor.systemRed, .systemRedDark].contains(palette.badgeFill))
      #expect(palette.badgeTextColor == .white)
    }
  }

  @Test("Reduce Transparency composites a translucent indicator over the bar instead of making it solid")
  func reduceTransparencyComposites() {
    let palette = TabBarTheme.material.palette(for: .light, adjustments: .reduceTransparency)
    let bar = palette.barFill.averageColor
    #expect(palette.indicatorFill == .solid(bar.mixed(with: .systemBlue, fraction: 0.15)))
    #expect(palette.indicatorFill != .solid(palette.selectedItemColor))
    #expect(ThemeFill.solid(.white.withAlpha(0.2)).opaque(over: .black) == .solid(RGBAColor(white: 0.2)))
    #expect(ThemeFill.solid(.systemBlue.withAlpha(0.5)).opaque() == .solid(.systemBlue))
  }
}
