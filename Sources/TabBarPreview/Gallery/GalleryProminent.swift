import Foundation
import TabBarRender

/// The gallery's section for the prominent tab (iOS 27's `TabRole.prominent`): a travel app's
/// Trips tab raised into the middle slot in every style (the notch of a curved bar), selected
/// and not, left to right and right to left.
enum GalleryProminent {
  /// The travel app's tabs: Trips, declared last, is the prominent one (a destination, not an
  /// action).
  static let tabs = "Explore:house,Saved:heart,Inbox:message,Profile:person,Trips:airplane"

  /// The section's markup; figures and captions carry the class "prominent".
  static func section() throws(UsageError) -> String {
    GalleryOrganization.figureSection(id: "prominent", title: "A prominent tab", figures: try figures())
  }

  /// Every style with Trips raised and Explore selected; curved also with Trips selected, and
  /// right to left.
  static func figures() throws(UsageError) -> [GalleryOrganization.Figure] {
    let variants: [(TabBarDesign, TabBarLayoutDirection, tripsSelected: Bool)] =
      TabBarDesign.allCases.map { ($0, .leftToRight, false) } + [
        (.curved, .leftToRight, true), (.curved, .rightToLeft, false),
      ]
    var figures: [GalleryOrganization.Figure] = []
    for (style, direction, tripsSelected) in variants {
      var bar = BarOptions()
      bar.tabs = try TabSpec.parseList(tabs)
      bar.style = style
      bar.direction = direction
      bar.hasAction = false
      bar.selected = tripsSelected ? .title("Trips") : .position(1)
      bar.height = GalleryCommand.containerHeight
      var organization = OrganizationOptions()
      organization.prominent = .title("Trips")
      let svg = GalleryOrganization.barSVG(try organization.barScene(bar), idPrefix: "p\(figures.count)-")
      let caption =
        "\(style.name) · Trips prominent\(tripsSelected ? " and selected" : "") · "
        + (direction == .rightToLeft ? "RTL" : "LTR")
      figures.append(GalleryOrganization.Figure(caption: caption, svg: svg))
    }
    return figures
  }
}
