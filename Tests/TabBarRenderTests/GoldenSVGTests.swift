import Foundation
import TabBarRender
import TabBarTestSupport
import Testing

/// Visual regression: every style drawn as SVG and compared byte for byte with the files in
/// Golden/. Re-record with `TABBAR_RECORD=1 swift test --filter GoldenSVGTests`.
@Suite("Golden SVG files")
struct GoldenSVGTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Golden")

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var style: TabBarDesign
    var appearance: ThemeAppearance = .light
    var direction: TabBarLayoutDirection = .leftToRight
    var width: CGFloat = 390
    var textSize: TabBarDynamicTypeSize = .large
    /// The tabs' titles; more than fit put the rest behind a More item.
    var titles = ["Home", "Search", "Alerts", "Profile"]
    var testDescription: String { name }
  }

  static let cases: [Case] =
    TabBarDesign.allCases.flatMap { style in
      ThemeAppearance.allCases.flatMap { appearance in
        [TabBarLayoutDirection.leftToRight, .rightToLeft].map { direction in
          Case(
            name:
              "\(style.name)-\(appearance.rawValue)-\(direction == .rightToLeft ? "rtl" : "ltr")-390.svg",
            style: style, appearance: appearance, direction: direction)
        }
      }
    }
    + TabBarDesign.allCases.flatMap { style in
      [
        Case(
          name: "\(style.name)-light-ltr-390-accessibility3.svg", style: style, textSize: .accessibility3),
        Case(name: "\(style.name)-light-ltr-320.svg", style: style, width: 320),
      ]
    }
    + [TabBarDesign.curved, .floating].map { style in
      Case(
        name: "\(style.name)-light-ltr-390-more.svg", style: style,
        titles: ["Home", "Search", "Alerts", "Profile", "Saved", "Settings"])
    }

  @Test(
    "Each style × light/dark × LTR/RTL at 390 × 844 (34 pt inset), at accessibility3, at 320 pt, and with six tabs (a More item) draws exactly its golden file",
    arguments: cases)
  func golden(_ testCase: Case) throws {
    let scene = try SceneFixtures.scene(
      testCase.style, appearance: testCase.appearance, direction: testCase.direction, width: testCase.width,
      textSize: testCase.textSize,
      items: SceneFixtures.items(action: testCase.style == .curved, titles: testCase.titles))
    let svg = TabBarSVGRenderer.document(for: scene).xml
    if let problem = try GoldenFile.mismatch(svg, name: testCase.name, in: Self.directory) {
      Issue.record(Comment(rawValue: problem))
    }
    #expect(try XMLLint.problems(in: svg) == nil)
  }

  @Test("A mismatch names the golden file and its first differing line")
  func mismatchMessage() throws {
    guard !GoldenFile.isRecording else { return }
    let scratch = try ScratchDirectory("golden")
    defer { scratch.remove() }
    try Data("<a>\n<b/>\n</a>\n".utf8).write(to: scratch.url.appendingPathComponent("x.svg"))
    let message = try GoldenFile.mismatch("<a>\n<c/>\n</a>\n", name: "x.svg", in: scratch.url)
    #expect(message?.contains("x.svg differs at line 2") == true)
    #expect(message?.contains("<b/>") == true && message?.contains("<c/>") == true)
    #expect(try GoldenFile.mismatch("<a>\n<b/>\n</a>\n", name: "x.svg", in: scratch.url) == nil)
  }
}
