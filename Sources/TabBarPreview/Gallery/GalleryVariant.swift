import TabBarRender

/// One static bar of the gallery's grid, and the caption that names its settings.
package struct GalleryVariant {
  /// The bar's options.
  package var options: BarOptions
  /// The caption, e.g. "curved · dark · RTL · 390 pt · accessibility3 · 4 tabs · badges".
  package var caption: String

  /// The widths shown, in points: a small phone, a standard one, a large one and an iPad.
  static let widths: [Double] = [320, 390, 430, 820]
  /// The text sizes shown.
  static let textSizes: [TabBarDynamicTypeSize] = [.large, .accessibility3]
  /// The tab counts shown.
  static let tabCounts = [3, 4, 5]
  /// The tabs the grid takes its first three, four or five from, left-to-right.
  static let englishTabs = "Home:house,Search:magnifyingglass,Favorites:heart,Messages:message,Profile:person"
  /// The same tabs in Arabic, for right-to-left bars.
  static let arabicTabs = "الرئيسية:house,بحث:magnifyingglass,المفضلة:heart,الرسائل:message,الملف:person"
  /// The badges of a "with badges" bar: 3 on the second tab and 120 ("99+") on the third.
  static let badges = "2=3,3=120"

  /// Every combination: style × appearance × direction × width × text size × tab count × badges.
  package static func all() -> [GalleryVariant] {
    var variants: [GalleryVariant] = []
    let english = (try? TabSpec.parseList(englishTabs)) ?? []
    let arabic = (try? TabSpec.parseList(arabicTabs)) ?? []
    for style in TabBarDesign.allCases {
      for appearance in ThemeAppearance.allCases {
        for direction in [TabBarLayoutDirection.leftToRight, .rightToLeft] {
          for width in widths {
            for textSize in textSizes {
              for count in tabCounts {
                for hasBadges in [false, true] {
                  var options = BarOptions()
                  options.style = style
                  options.appearance = appearance
                  options.direction = direction
                  options.width = width
                  options.height = GalleryCommand.containerHeight
                  options.dynamicType = textSize
                  options.tabs = Array((direction == .rightToLeft ? arabic : english).prefix(count))
                  options.badgeList = hasBadges ? badges : nil
                  let caption = [
                    style.name, appearance.rawValue, direction == .rightToLeft ? "RTL" : "LTR",
                    "\(Int(width)) pt", textSize.rawValue, "\(count) tabs",
                    hasBadges ? "badges" : "no badges",
                  ].joined(separator: " · ")
                  variants.append(GalleryVariant(options: options, caption: caption))
                }
              }
            }
          }
        }
      }
    }
    return variants
  }

  /// Each style in both appearances with Reduce Transparency, Increase Contrast, and both, at
  /// 390 pt with four tabs and badges.
  package static func accessibility() -> [GalleryVariant] {
    let settings: [(ThemeAdjustments, String)] = [
      (.reduceTransparency, "Reduce Transparency"), (.increaseContrast, "Increase Contrast"),
      ([.reduceTransparency, .increaseContrast], "Reduce Transparency + Increase Contrast"),
    ]
    return settingsGrid(TabBarDesign.allCases, settings: settings)
  }

  /// Liquid Glass: the floating and material designs with ``TabBarSurface/glass`` in both
  /// appearances, as iOS 26 draws them (the renderer's stand-in) and under Reduce Transparency
  /// (opaque, as the system's glass becomes), at 390 pt with four tabs and badges.
  package static func glass() -> [GalleryVariant] {
    let settings: [(ThemeAdjustments, String)] = [
      ([], "glass"), (.reduceTransparency, "glass · Reduce Transparency"),
    ]
    return settingsGrid([.floating, .material], settings: settings, surface: .glass)
  }

  /// Each of `styles` in both appearances with each of `settings` (the adjustments and their
  /// caption) on `surface`, at 390 pt with four tabs and badges.
  private static func settingsGrid(
    _ styles: [TabBarDesign], settings: [(ThemeAdjustments, String)], surface: TabBarSurface = .automatic
  ) -> [GalleryVariant] {
    let english = (try? TabSpec.parseList(englishTabs)) ?? []
    return styles.flatMap { style in
      ThemeAppearance.allCases.flatMap { appearance in
        settings.map { adjustments, name in
          var options = BarOptions()
          options.style = style
          options.appearance = appearance
          options.height = GalleryCommand.containerHeight
          options.tabs = Array(english.prefix(4))
          options.badgeList = badges
          options.adjustments = adjustments
          options.surface = surface
          return GalleryVariant(
            options: options, caption: [style.name, appearance.rawValue, name].joined(separator: " · "))
        }
      }
    }
  }

  /// Six tabs, the last with a text badge, for the bars that do not fit them all.
  static let overflowTabs = englishTabs + ",Settings:gear"
  /// Badges on tabs that end up behind the More item: it shows the sum of the counts.
  static let overflowBadges = "2=3,5=4,6=!"

  /// Every style with six tabs (and the action where the style has one) at 320, 390 and 430 pt:
  /// the bars an iPhone shows with a More item holding the tabs that do not fit.
  package static func overflow() -> [GalleryVariant] {
    let tabs = (try? TabSpec.parseList(overflowTabs)) ?? []
    return TabBarDesign.allCases.flatMap { style in
      [320.0, 390, 430].map { width in
        var options = BarOptions()
        options.style = style
        options.width = width
        options.height = GalleryCommand.containerHeight
        options.tabs = tabs
        options.badgeList = overflowBadges
        options.selected = .position(tabs.count)
        return GalleryVariant(
          options: options,
          caption: [style.name, "\(Int(width)) pt", "\(tabs.count) tabs", "More"].joined(separator: " · ")
        )
      }
    }
  }
}
