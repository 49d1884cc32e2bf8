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

  /// Each design's tabs, as seed-designs.md lists them.
  private static let designs: [(String, TabBarStylePreset, String)] = [
    (
      "Curved, with a raised action button", .curved,
      "Home:house.fill,Search:magnifyingglass,Favorites:heart.fill,Profile:person.fill"
    ),
    (
      "Floating capsule", .floating,
      "Home:homekit,Search:sparkle.magnifyingglass,Notification:bell.badge.fill,Settings:gear.circle"
    ),
    ("Line indicator", .indicator, "Home:house.fill,Favorite:heart.fill,Job:bag.fill,Profile:person.2.fill"),
    (
      "Material, in Spanish", .material,
      "Inicio:house.fill,Buscar:magnifyingglass,Avisos:bell.fill,Perfil:person.fill"
    ),
  ]

  /// The seed designs in order (curved, floating, indicator, material), each light then dark,
  /// then the material design's icon-only bar on a 45 mm Apple Watch.
  static let all: [GalleryPreset] =
    designs.flatMap { title, style, tabs in
      ThemeAppearance.allCases.map { appearance in
        preset("\(title) (\(appearance.rawValue))", style, tabs, appearance: appearance)
      }
    } + [watchBar]

  /// The material design on Apple Watch: icons only, 18 pt, on a 45 mm screen.
  private static var watchBar: GalleryPreset {
    var watch = preset(
      "Material on Apple Watch, 45 mm (icon-only bar)", .material, designs[3].2, appearance: .dark)
    watch.options.platform = .watch
    watch.options.width = watchSize.width
    watch.options.height = watchSize.height
    watch.options.bottomInset = 0
    return watch
  }

  private static func preset(
    _ title: String, _ style: TabBarStylePreset, _ tabs: String, appearance: ThemeAppearance
  ) -> GalleryPreset {
    var options = BarOptions()
    options.style = style
    options.appearance = appearance
    // The lists above are constants of this file, checked by the gallery's tests.
    options.tabs = (try? TabSpec.parseList(tabs)) ?? TabSpec.defaultList
    options.width = GalleryCommand.presetWidth
    options.height = GalleryCommand.containerHeight
    return GalleryPreset(title: title, options: options)
  }
}
