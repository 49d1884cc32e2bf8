import Foundation
import TabBarRender

/// The gallery's section for the prominent tab (iOS 27's `TabRole.prominent`): a photo app's
/// Camera tab raised into the middle slot in every style (the notch of a curved bar), selected
/// and not, left to right and right to left.
enum GalleryProminent {
  /// The photo app's tabs: Camera, declared last, is the prominent one.
  static let tabs = "Library:photo,For You:heart,Albums:bookmark,Search:magnifyingglass,Camera:camera"

  /// The section's markup; figures and captions carry the class "prominent".
  static func section() throws(UsageError) -> String {
    GalleryOrganization.figureSection(id: "prominent", title: "A prominent tab", figures: try figures())
  }

  /// Every style with Camera raised and Library selected; curved also with Camera selected, and
  /// right to left.
  static func figures() throws(UsageError) -> [GalleryOrganization.Figure] {
    let variants: [(TabBarStylePreset, TabBarLayoutDirection, cameraSelected: Bool)] =
      TabBarStylePreset.allCases.map { ($0, .leftToRight, false) } + [
        (.curved, .leftToRight, true), (.curved, .rightToLeft, false),
      ]
    var figures: [GalleryOrganization.Figure] = []
    for (style, direction, cameraSelected) in variants {
      var bar = BarOptions()
      bar.tabs = try TabSpec.parseList(tabs)
      bar.style = style
      bar.direction = direction
      bar.hasAction = false
      bar.selected = cameraSelected ? .title("Camera") : .position(1)
      bar.height = GalleryCommand.containerHeight
      var organization = OrganizationOptions()
      organization.prominent = .title("Camera")
      let svg = GalleryOrganization.barSVG(try organization.barScene(bar), idPrefix: "p\(figures.count)-")
      let caption =
        "\(style.name) · Camera prominent\(cameraSelected ? " and selected" : "") · "
        + (direction == .rightToLeft ? "RTL" : "LTR")
      figures.append(GalleryOrganization.Figure(caption: caption, svg: svg))
    }
    return figures
  }
}
