import Foundation
import TabBarRender

/// One of the seed designs the gallery shows first, exactly as its preset draws it, playable by
/// clicking its tabs.
struct GalleryPreset {
  /// The heading shown above it.
  var title: String
  /// Its options: style, tabs, badges, action, appearance, device.
  var options: BarOptions

  /// The side of a 45 mm Apple Watch's screen, in points.
  static let watchSize = CGSize(width: 198, height: 242)

  /// Every design in order (``TabBarDesign/allCases``), each light then dark, with the tabs the
  /// design is shown with, then the material design's icon-only bar on a 45 mm Apple Watch.
  static let all: [GalleryPreset] =
    TabBarDesign.allCases.flatMap { design in
      ThemeAppearance.allCases.map { appearance in
        preset("\(design.title) (\(appearance.rawValue))", design, appearance: appearance)
      }
    } + [watchBar]

  /// The material design on Apple Watch: icons only, 18 pt, on a 45 mm screen.
  private static var watchBar: GalleryPreset {
    var watch = preset(
      "Material on Apple Watch, 45 mm (icon-only bar)", .material, appearance: .dark)
    watch.options.platform = .watch
    watch.options.width = watchSize.width
    watch.options.height = watchSize.height
    watch.options.bottomInset = 0
    return watch
  }

  private static func preset(
    _ title: String, _ design: TabBarDesign, appearance: ThemeAppearance
  ) -> GalleryPreset {
    var options = BarOptions()
    options.style = design
    options.appearance = appearance
    options.usesSampleTabs = true
    options.width = GalleryCommand.presetWidth
    options.height = GalleryCommand.containerHeight
    return GalleryPreset(title: title, options: options)
  }
}
