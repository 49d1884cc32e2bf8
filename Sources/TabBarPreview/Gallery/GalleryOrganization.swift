import Foundation
import TabBarRender

/// The gallery's section for sections, the sidebar, edit mode and the search tab: a music app's
/// tabs (a search tab, a Library section) as the iPad sidebar at 1024 × 768 and 1366 × 1024 pt
/// in light and dark, left to right and right to left, in and out of edit mode, and as a bar with
/// its search tab set apart in every style (and selected, the capsule beside it showing none).
enum GalleryOrganization {
  /// The music app's tabs.
  static let tabs =
    "Home:house,Radio:star,Search:magnifyingglass,Recently Added:calendar,Albums:bookmark,Artists:person"

  /// One figure: its caption and the drawing's root element.
  struct Figure {
    var caption: String
    var svg: SVGElement
  }

  /// The section's markup. Captions carry the class "organization", so they are told apart from
  /// the grid's.
  static func section() throws(UsageError) -> String {
    figureSection(
      id: "organization", title: "Sections, sidebar, edit mode and the search tab",
      figures: try sidebars() + searchBars())
  }

  /// A section of `figures`, each labelled by its caption; figures and captions carry the
  /// section's `id` as their class.
  static func figureSection(id: String, title: String, figures: [Figure]) -> String {
    var markup = "<section id=\"\(id)\">\n<h2>\(XMLEscaping.text(title))</h2>\n"
    for figure in figures {
      var svg = figure.svg
      svg.set("aria-label", figure.caption)
      markup += "<figure class=\"\(id)\">\n"
      svg.write(into: &markup, depth: 0, indentation: "")
      markup += "<figcaption class=\"\(id)\">\(XMLEscaping.text(figure.caption))</figcaption>\n</figure>\n"
    }
    return markup + "</section>\n"
  }

  /// The drawing of a bar `scene` as a figure's root, its ids prefixed with `idPrefix`.
  static func barSVG(_ scene: TabBarPicture, idPrefix: String) -> SVGElement {
    let options = TabBarSVGRenderer.Options(
      idPrefix: idPrefix, libraryPrefix: GalleryPage.libraryPrefix, drawsHitAreas: false)
    var svg = SVGDocument(width: scene.layout.containerSize.width, height: scene.layout.containerSize.height)
      .root
    svg.set("role", "img")
    svg.children = TabBarSVGRenderer.drawing(for: scene, options: options).map(SVGNode.element)
    return svg
  }

  /// The options every figure starts from: the tabs, Albums selected, Artists badged, Search
  /// the search tab, the last three tabs in a Library section.
  static func options() throws(UsageError) -> (BarOptions, OrganizationOptions) {
    var bar = BarOptions()
    bar.tabs = try TabSpec.parseList(tabs)
    bar.selected = .position(5)
    bar.badgeList = "6=2"
    bar.hasAction = false
    var organization = OrganizationOptions()
    organization.search = .title("Search")
    organization.sectionList = "Library=4:5:6"
    return (bar, organization)
  }

  /// The sidebars: two window sizes, light and dark, both directions, in and out of edit mode.
  static func sidebars() throws(UsageError) -> [Figure] {
    var figures: [Figure] = []
    let windows = [CGSize(width: 1024, height: 768), CGSize(width: 1366, height: 1024)]
    for (index, window) in windows.enumerated() {
      for editing in [false, true] {
        var (bar, organization) = try options()
        bar.width = window.width
        bar.height = window.height
        bar.appearance = index == 0 ? .light : .dark
        bar.direction = editing == (index == 0) ? .leftToRight : .rightToLeft
        organization.presentation = .sidebar
        organization.isEditing = editing
        organization.hiddenList = editing ? "2" : nil
        let scene = try organization.sidebarPicture(bar, sizeGiven: true)
        let prefix = "o\(figures.count)-"
        let caption =
          "sidebar · \(bar.appearance.rawValue) · \(bar.direction == .rightToLeft ? "RTL" : "LTR") · "
          + "\(Int(window.width)) × \(Int(window.height)) pt" + (editing ? " · edit mode, Radio hidden" : "")
        figures.append(
          Figure(caption: caption, svg: SidebarSVGRenderer.document(for: scene, idPrefix: prefix).root))
      }
    }
    return figures
  }

  /// The bar with its search tab set apart, in every style, both directions, Library as one
  /// entry; and, left to right, with the search tab selected.
  static func searchBars() throws(UsageError) -> [Figure] {
    var figures: [Figure] = []
    let variants: [(TabBarLayoutDirection, searchSelected: Bool)] = [
      (.leftToRight, false), (.rightToLeft, false), (.leftToRight, true),
    ]
    for style in TabBarDesign.allCases {
      for (direction, searchSelected) in variants {
        var (bar, organization) = try options()
        bar.style = style
        bar.direction = direction
        if searchSelected { bar.selected = .title("Search") }
        bar.height = GalleryCommand.containerHeight
        organization.sectionEntries = true
        let svg = barSVG(try organization.barScene(bar), idPrefix: "s\(figures.count)-")
        let caption =
          "\(style.name) · search tab apart\(searchSelected ? " and selected" : "") · Library as one entry · "
          + (direction == .rightToLeft ? "RTL" : "LTR")
        figures.append(Figure(caption: caption, svg: svg))
      }
    }
    return figures
  }
}
