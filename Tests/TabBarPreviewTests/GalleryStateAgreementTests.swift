import Foundation
import TabBarPreview
import TabBarRender
import TabBarTestSupport
import Testing

/// The gallery draws what an app shows: every bar on the page has a More item exactly where the
/// core's container state, built here on its own for the bar's options, has one.
@Suite("Gallery and container state agree")
struct GalleryStateAgreementTests {
  /// Whether an iPhone app with `options` shows a More item, by the core's state alone.
  static func stateShowsMore(_ options: BarOptions) throws -> Bool {
    let state = TabBarState(
      items: try options.items(), selectedID: nil,
      context: TabBarContext(
        platform: .iPhone, sizeClass: .compact, containerWidth: options.width,
        layoutDirection: options.direction,
        styleMinimumItemWidth: options.metrics.minimumHitSize))
    return state.bar.moreItemID != nil
  }

  @Test("Each gallery bar has a More item exactly when the state has one; the overflow bars all do")
  func moreWhereTheStateSaysSo() throws {
    let scratch = try ScratchDirectory("gallery-more")
    defer { scratch.remove() }
    let run = try PreviewExecutable.run(["gallery", "--out", scratch.path("site")])
    #expect(run.status == 0, "\(run.error)")
    let html = try String(contentsOfFile: scratch.path("site/index.html"), encoding: .utf8)
    var drawnWithMore: [String: Bool] = [:]
    for figure in html.components(separatedBy: "<figure class=\"variant\">").dropFirst() {
      let caption = try #require(figure.components(separatedBy: "aria-label=\"").dropFirst().first)
        .components(separatedBy: "\"")[0]
      drawnWithMore[caption] = figure.contains("data-id=\"\(TabBarAdaptation.moreItemID)\"")
    }
    let variants =
      GalleryVariant.all() + GalleryVariant.overflow() + GalleryVariant.accessibility()
      + GalleryVariant.glass()
    #expect(drawnWithMore.count == variants.count)
    var withMore = 0
    for variant in variants {
      let expected = try Self.stateShowsMore(variant.options)
      #expect(drawnWithMore[variant.caption] == expected, "\(variant.caption)")
      if expected { withMore += 1 }
    }
    #expect(try GalleryVariant.overflow().allSatisfy { try Self.stateShowsMore($0.options) })
    // Curved with five tabs and its action does not fit an iPhone at 320–430 pt.
    #expect(withMore > GalleryVariant.overflow().count)
  }
}
