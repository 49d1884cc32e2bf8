import Foundation
import TabBarRender
import TabBarTestSupport
import Testing

/// A prominent tab raised into the middle slot, drawn from the core's layout. Re-record the golden
/// files with `TABBAR_RECORD=1 swift test --filter ProminentDrawingTests`.
@Suite("Prominent tab drawings")
struct ProminentDrawingTests {
  /// Four tabs and a prominent Trips tab declared last, with a badge.
  static func items() throws -> TabItems {
    let symbols = ["house", "magnifyingglass", "bell", "person"]
    var all = ["Home", "Search", "Alerts", "Profile"].enumerated().map { index, title in
      TabItem(id: "tab\(index + 1)", title: title, symbol: symbols[index])
    }
    all.append(TabItem(id: "trips", title: "Trips", symbol: "airplane", badge: .count(2), role: .prominent))
    return try TabItems(all)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var style: TabBarDesign
    var selected: Bool
    var name: String { "prominent\(selected ? "-selected" : "")-\(style.name)-light-ltr-390.svg" }
    var testDescription: String { name }
  }

  static let cases =
    TabBarDesign.allCases.map { Case(style: $0, selected: false) } + [
      Case(style: .curved, selected: true)
    ]

  @Test(
    "Each style raises the prominent tab into the middle slot (curved: its notch) and draws its golden file",
    arguments: cases)
  func golden(_ testCase: Case) throws {
    let scene = try SceneFixtures.scene(
      testCase.style, items: try Self.items(), selectedID: testCase.selected ? "trips" : "tab1")
    let svg = TabBarSVGRenderer.document(for: scene).xml
    if let problem = try GoldenFile.mismatch(svg, name: testCase.name, in: GoldenSVGTests.directory) {
      Issue.record(Comment(rawValue: problem))
    }
    #expect(try XMLLint.problems(in: svg) == nil)
    #expect(svg.contains("class=\"prominent\""))
    #expect(!svg.contains("class=\"action\""))
    #expect(svg.contains("data-selected=\"true\"") == testCase.selected)
    #expect(svg.contains(">2</text>"), "the prominent tab's badge is drawn")
  }
}
