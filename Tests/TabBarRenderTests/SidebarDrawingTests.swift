import Foundation
import TabBarHostileInput
import TabBarRender
import TabBarTestSupport
import Testing

/// The sidebar presentation and the search tab, drawn from the core's arrangement and placement.
/// Re-record the golden files with `TABBAR_RECORD=1 swift test --filter SidebarDrawingTests`.
@Suite("Sidebar and search tab drawings")
struct SidebarDrawingTests {
  static let directory = GoldenSVGTests.directory

  struct SidebarCase: CustomTestStringConvertible, Sendable {
    var name: String
    var editing: Bool
    var size: CGSize
    var appearance: ThemeAppearance
    var direction: TabBarLayoutDirection
    /// The tab pinned (counted from 0), if any.
    var pinned: Int? = nil
    var testDescription: String { name }
  }

  static let sidebarCases = [
    SidebarCase(
      name: "sidebar-light-ltr-1024.svg", editing: false, size: CGSize(width: 1024, height: 768),
      appearance: .light, direction: .leftToRight),
    SidebarCase(
      name: "sidebar-edit-dark-rtl-1366.svg", editing: true, size: CGSize(width: 1366, height: 1024),
      appearance: .dark, direction: .rightToLeft, pinned: 1),
  ]

  @Test(
    "The sidebar at 1024 × 768 (light, LTR) and in edit mode with Radio pinned at 1366 × 1024 (dark, RTL) draws its golden file",
    arguments: sidebarCases)
  func sidebarGolden(_ testCase: SidebarCase) throws {
    let scene = try OrganizationSceneFixtures.sidebar(
      editing: testCase.editing, size: testCase.size, appearance: testCase.appearance,
      direction: testCase.direction, declared: try OrganizationSceneFixtures.declared(pinned: testCase.pinned)
    )
    let svg = SidebarSVGRenderer.document(for: scene).xml
    if let problem = try GoldenFile.mismatch(svg, name: testCase.name, in: Self.directory) {
      Issue.record(Comment(rawValue: problem))
    }
    #expect(try XMLLint.problems(in: svg) == nil)
  }

  @Test(
    "A bar with its search tab set apart draws its golden file",
    arguments: [
      TabBarDesign.floating, .curved,
    ])
  func searchGolden(_ style: TabBarDesign) throws {
    let svg = TabBarSVGRenderer.document(for: try OrganizationSceneFixtures.searchBar(style)).xml
    let name = "search-\(style.name)-light-ltr-390.svg"
    if let problem = try GoldenFile.mismatch(svg, name: name, in: Self.directory) {
      Issue.record(Comment(rawValue: problem))
    }
    #expect(try XMLLint.problems(in: svg) == nil)
  }

  struct SearchSelectedCase: CustomTestStringConvertible, Sendable {
    var style: TabBarDesign
    var direction: TabBarLayoutDirection
    var name: String {
      "search-selected-\(style.name)-light-\(direction == .rightToLeft ? "rtl" : "ltr")-390.svg"
    }
    var testDescription: String { name }
  }

  static let searchSelectedCases =
    TabBarDesign.allCases.map { SearchSelectedCase(style: $0, direction: .leftToRight) } + [
      SearchSelectedCase(style: .floating, direction: .rightToLeft)
    ]

  @Test(
    "With the search tab selected each style draws its golden file: one selected tab, the search tab",
    arguments: searchSelectedCases)
  func searchSelectedGolden(_ testCase: SearchSelectedCase) throws {
    let scene = try OrganizationSceneFixtures.searchBar(
      testCase.style, direction: testCase.direction, selectedID: "tab3")
    let svg = TabBarSVGRenderer.document(for: scene).xml
    if let problem = try GoldenFile.mismatch(svg, name: testCase.name, in: Self.directory) {
      Issue.record(Comment(rawValue: problem))
    }
    #expect(try XMLLint.problems(in: svg) == nil)
  }

  @Test("With the search tab selected no style draws a second selected tab, in either direction")
  func searchSelectedAlone() throws {
    for style in TabBarDesign.allCases {
      for direction in [TabBarLayoutDirection.leftToRight, .rightToLeft] {
        let scene = try OrganizationSceneFixtures.searchBar(style, direction: direction, selectedID: "tab3")
        let search = try #require(scene.searchTab)
        #expect(search.isSelected, "\(style)")
        let svg = TabBarSVGRenderer.document(for: scene).xml
        let selectedItems = svg.components(separatedBy: "class=\"item selected\"").count - 1
        if search.shape == .circle {
          // Only the circle is selected: no tab of the capsule, no indicator on it.
          #expect(selectedItems == 0 && !svg.contains("class=\"indicator\""), "\(style) \(direction)")
        } else {
          #expect(
            selectedItems == 1
              && svg.contains("class=\"item selected\" data-index=\"\(scene.items.count - 1)\""))
        }
      }
    }
  }

  @Test(
    "Every style draws the search tab: a circle beside the floating bars, a divider before the last column")
  func searchInEveryStyle() throws {
    for style in TabBarDesign.allCases {
      for direction in [TabBarLayoutDirection.leftToRight, .rightToLeft] {
        let scene = try OrganizationSceneFixtures.searchBar(style, direction: direction, selectedID: "tab3")
        let svg = TabBarSVGRenderer.document(for: scene).xml
        let circle = scene.searchTab?.shape == .circle
        #expect(svg.contains(circle ? "class=\"search\"" : "class=\"search-divider\""), "\(style)")
        #expect(try XMLLint.problems(in: svg) == nil)
      }
    }
  }

  @Test("Edit mode draws a toggle on every row, handles on movable rows, and dims hidden rows")
  func editMode() throws {
    let scene = try OrganizationSceneFixtures.sidebar(editing: true)
    let svg = SidebarSVGRenderer.document(for: scene).xml
    let rows = scene.groups.flatMap(\.rows)
    #expect(svg.components(separatedBy: "class=\"toggle").count - 1 == rows.count)
    #expect(svg.components(separatedBy: "class=\"handle\"").count - 1 == rows.filter(\.canMove).count)
    #expect(svg.contains("class=\"toggle off\"") && svg.contains("opacity=\"0.45\""))
    #expect(!svg.contains("row selected"))  // edit mode shows no selection
    let plain = SidebarSVGRenderer.document(for: try OrganizationSceneFixtures.sidebar()).xml
    #expect(plain.contains("row selected") && !plain.contains("data-id=\"tab2\""))  // tab2 is hidden
  }

  @Test("Right to left mirrors the sidebar's column and rows")
  func mirrored() throws {
    let ltr = SidebarSVGRenderer.document(for: try OrganizationSceneFixtures.sidebar()).xml
    let rtl = SidebarSVGRenderer.document(for: try OrganizationSceneFixtures.sidebar(direction: .rightToLeft))
      .xml
    #expect(ltr.contains("class=\"sidebar\" x=\"0\"") || ltr.contains("x=\"0\" y=\"0\" width=\"320\""))
    #expect(rtl.contains("x=\"704\" y=\"0\" width=\"320\""))
    #expect(rtl.contains("direction=\"rtl\"") && !ltr.contains("direction=\"rtl\""))
  }

  @Test("Hostile titles, fifty tabs and senseless window sizes still draw well-formed SVG")
  func hostile() throws {
    let titles = Array(HostileStrings.corpus.prefix(50))
    let declared = try OrganizationSceneFixtures.declared(titles: titles.isEmpty ? ["A"] : titles)
    for size in [
      CGSize(width: CGFloat.nan, height: 768), CGSize(width: 0, height: 0), CGSize(width: 1e12, height: -5),
    ] {
      for editing in [false, true] {
        let scene = try OrganizationSceneFixtures.sidebar(editing: editing, size: size, declared: declared)
        let svg = SidebarSVGRenderer.document(for: scene).xml
        #expect(try XMLLint.problems(in: svg) == nil)
        #expect(!["\"nan", "\"-nan", "\"inf", "\"-inf", " nan", " inf"].contains(where: svg.contains))
      }
    }
  }
}
