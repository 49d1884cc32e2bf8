import TabBarRender

/// One of the four seed designs the gallery shows first, playable by clicking its tabs.
struct GalleryPreset {
  /// The heading shown above it.
  var title: String
  /// Its options: style, tabs, badges, action.
  var options: BarOptions

  /// The seed designs, in order: curved (in Spanish), floating, indicator, material.
  static let all: [GalleryPreset] = [
    preset(
      "Curved, with a raised action button (in Spanish)", .curved,
      "Inicio:house,Buscar:magnifyingglass,Avisos:bell,Perfil:person", badges: "3=3"),
    preset(
      "Floating capsule", .floating,
      "Home:house,Search:magnifyingglass,Favorites:heart,Profile:person", badges: "3=12"),
    preset(
      "Line indicator", .indicator,
      "Home:house,My Network:person.2,Post:plus,Notifications:bell,Jobs:bag", badges: "4=120"),
    preset(
      "Material", .material,
      "Home:house,Explore:sparkle.magnifyingglass,Cart:cart,Saved:bookmark,Settings:gear", badges: "3=!"),
  ]

  private static func preset(_ title: String, _ style: TabBarStylePreset, _ tabs: String, badges: String)
    -> GalleryPreset
  {
    var options = BarOptions()
    options.style = style
    // The lists above are constants of this file, checked by the gallery's tests.
    options.tabs = (try? TabSpec.parseList(tabs)) ?? TabSpec.defaultList
    options.badgeList = badges
    options.width = GalleryCommand.presetWidth
    options.height = GalleryCommand.containerHeight
    return GalleryPreset(title: title, options: options)
  }
}
