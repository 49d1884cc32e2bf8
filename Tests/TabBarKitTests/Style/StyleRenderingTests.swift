// The bar is drawn only where the container shows one: on iPhone-sized iOS (a Mac shows a sidebar).
#if canImport(SwiftUI) && os(iOS)
  import CoreGraphics
  import SwiftUI
  import TabBarKit
  import Testing

  /// Each preset, rendered by `ImageRenderer` at 390 × 844 pt (light and dark, left to right
  /// and right to left, default text and accessibility3), shows what the core computes, at the
  /// points the core's layout names.
  @MainActor @Suite("Rendered bars match the core's layout")
  struct StyleRenderingTests {
    /// How far a pixel may be from the colour it should have: edges are anti-aliased and the
    /// renderer blends in sRGB.
    static let tolerance: CGFloat = 0.12

    @Test("Inside the notch the backdrop shows through", arguments: BarPicture.all.filter(\.hasAction))
    func notchShowsBackdrop(scene: BarPicture) throws {
      let (image, layout) = try render(scene)
      let button = try #require(layout.actionButton, "the curved bar lays out its action button")
      let points = Self.notchPoints(layout: layout, button: button)
      #expect(!points.isEmpty, "\(scene.name): the core cut no notch to look into")
      for point in points {
        let color = try #require(image.color(at: point))
        #expect(
          colorDistance(color, BarPicture.backdrop) <= Self.tolerance,
          "\(scene.name): at \(point) in the notch \(color) is not the backdrop")
      }
    }

    @Test("The action button's centre has its fill's colour", arguments: BarPicture.all.filter(\.hasAction))
    func buttonShowsItsFill(scene: BarPicture) throws {
      let (image, layout) = try render(scene)
      let button = try #require(layout.actionButton)
      // Below the glyph, which covers the middle: 0.8 of the way down the button's frame.
      let unit = CGPoint(x: 0.5, y: 0.8)
      let frame = button.frame
      let point = CGPoint(x: frame.minX + frame.width * unit.x, y: frame.minY + frame.height * unit.y)
      let expected: RGBAColor? =
        switch scene.palette.actionButtonFill {
        case .linearGradient(let gradient): gradient.color(atUnitPoint: unit)
        case .solid(let color): color
        default: nil
        }
      let wanted = try #require(
        expected, "\(scene.name): the preset's button fill is a colour or a line gradient")
      let color = try #require(image.color(at: point))
      #expect(
        colorDistance(color, wanted) <= Self.tolerance,
        "\(scene.name): the button at \(point) is \(color), its fill there is \(wanted)")
    }

    @Test("The indicator is where the layout puts it", arguments: BarPicture.all)
    func indicatorWhereLaidOut(scene: BarPicture) throws {
      let (image, layout) = try render(scene)
      guard let indicator = layout.indicator else { return }
      let center = CGPoint(x: indicator.frame.midX, y: indicator.frame.midY)
      let color = try #require(image.color(at: center))
      if case .solid(let fill) = scene.palette.indicatorFill, fill.alpha == 1 {
        #expect(
          colorDistance(color, fill) <= Self.tolerance,
          "\(scene.name): the indicator at \(center) is \(color), not \(fill)")
      } else {
        #expect(
          colorDistance(color, BarPicture.backdrop) > Self.tolerance,
          "\(scene.name): nothing is drawn where the indicator should be, at \(center)")
      }
    }

    @Test("An opaque indicator is checked in every indicator scene")
    func indicatorCheckIsNotVacuous() throws {
      let checked = try BarPicture.all.filter { scene in
        guard try scene.expectedLayout().indicator != nil else { return false }
        if case .solid(let fill) = scene.palette.indicatorFill { return fill.alpha == 1 }
        return false
      }
      #expect(checked.count >= 8, "the indicator preset's scenes have an opaque line to look at")
    }

    @Test("The selected tab's label box is not empty", arguments: BarPicture.all)
    func selectedLabelIsDrawn(scene: BarPicture) throws {
      let (image, layout) = try render(scene)
      let selectedItem = layout.items.first { $0.isSelected }
      let selected = try #require(selectedItem, "\(scene.name): a tab is selected")
      guard selected.showsLabel, selected.labelOpacity > 0 else { return }
      let colors = image.distinctColorCount(in: selected.labelFrame)
      print("[TabBarKitTests] \(scene.name): label \(selected.labelFrame) holds \(colors) colours")
      #expect(colors >= 2, "\(scene.name): the label's box \(selected.labelFrame) is one flat colour")
    }

    /// Renders `scene` and computes its layout with the core.
    private func render(_ scene: BarPicture) throws -> (RenderedImage, TabBarLayout) {
      let layout = try scene.expectedLayout()
      let image = try #require(
        RenderedImage(scene.view(selection: .constant(scene.selection))), "\(scene.name): no image")
      #expect(
        image.width == Int(BarPicture.screenSize.width * RenderedImage.scale),
        "\(scene.name): rendered at the screen's size")
      return (image, layout)
    }

    /// Points in the bar's frame that the outline leaves open around the button, at least 4 pt
    /// from the button's edge and 1.5 pt from the outline's (clear of shadow and anti-aliasing).
    static func notchPoints(layout: TabBarLayout, button: ActionButtonLayout) -> [CGPoint] {
      let radius = button.diameter / 2
      let bar = layout.barFrame
      let margin: CGFloat = 1.5
      var points: [CGPoint] = []
      for dx in stride(from: -radius * 2, through: radius * 2, by: 2) {
        for y in stride(from: bar.minY + margin, through: min(button.center.y, bar.maxY), by: 2) {
          let point = CGPoint(x: button.center.x + dx, y: y)
          let distance = hypot(point.x - button.center.x, point.y - button.center.y)
          let open = Self.neighbourhood(of: point, radius: margin).allSatisfy {
            !layout.outline.contains($0)
          }
          if bar.contains(point), distance > radius + 4, open { points.append(point) }
        }
      }
      return points
    }

    /// `point` and the four points `radius` away from it along the axes.
    static func neighbourhood(of point: CGPoint, radius: CGFloat) -> [CGPoint] {
      [(0, 0), (radius, 0), (-radius, 0), (0, radius), (0, -radius)].map { dx, dy in
        CGPoint(x: point.x + dx, y: point.y + dy)
      }
    }
  }
#endif
